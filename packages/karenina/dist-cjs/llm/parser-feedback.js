"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.schemaBlock = schemaBlock;
exports.withSchemaSuffix = withSchemaSuffix;
exports.feedbackMessage = feedbackMessage;
exports.nullFeedbackMessage = nullFeedbackMessage;
exports.formatFeedbackMessage = formatFeedbackMessage;
exports.pythonFeedbackPlan = pythonFeedbackPlan;
function schemaBlock(schema) {
    return '```json\n' + JSON.stringify(schema, null, 2) + '\n```';
}
function withSchemaSuffix(messages, schema) {
    const suffix = 'Respond with a single JSON object that matches this JSON schema. Return only the JSON object: ' +
        'no prose, no code fences.\n\n' +
        schemaBlock(schema);
    const out = messages.map((m) => ({ ...m }));
    for (let i = out.length - 1; i >= 0; i--) {
        const message = out[i];
        if (message.role === 'user') {
            message.content = `${message.content}\n\n${suffix}`;
            return out;
        }
    }
    return [...out, { role: 'user', content: suffix }];
}
function clip(text, max) {
    const chars = Array.from(text);
    return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
function feedbackMessage(error, schema) {
    return (`Your previous response could not be used: ${clip(error, 1000)}\n\n` +
        'Fix this and respond again with only a JSON object that matches this JSON schema ' +
        '(use null only where the schema allows it; no prose, no code fences):\n\n' +
        schemaBlock(schema));
}
function nullFeedbackMessage(fields) {
    const listed = fields.length > 0 ? fields.join(', ') : 'some required fields';
    return (`Your previous response had null values for required fields: ${listed}. ` +
        'Provide a non-null value for each of them (0.0 for numbers, "" for text, false for booleans, ' +
        'or a sensible placeholder) and respond with the JSON object only.');
}
function formatFeedbackMessage(reply, error, schema) {
    return (`Your previous response was not valid JSON.\n\nPrevious response:\n${clip(reply, 1000)}\n\n` +
        `Error: ${clip(error, 500)}\n\nRespond with only a JSON object matching this schema:\n${schema}`);
}
const JSON_ERROR_MARKERS = [
    'invalid json',
    'json decode',
    'jsondecodeerror',
    'expecting value',
    'expecting property name',
    "expecting ',' delimiter",
    "expecting ':' delimiter",
    'unterminated string',
    'extra data',
    'invalid control character',
    'invalid \\escape',
    'invalid literal',
];
function pythonFeedbackPlan(errorText) {
    let nullFields = null;
    const completion = /from completion\s*(\{[\s\S]*\})/.exec(errorText);
    if (completion) {
        try {
            const parsed = JSON.parse(completion[1]);
            const nulls = Object.entries(parsed).filter(([, v]) => v === null).map(([k]) => k);
            if (nulls.length > 0)
                nullFields = nulls;
        }
        catch {
        }
    }
    const lines = errorText.split('\n');
    lines.forEach((line, i) => {
        if (!line.includes('input_value=None') && !line.includes('input_type=NoneType'))
            return;
        nullFields ??= [];
        const field = lines[i - 1]?.trim();
        if (field && !nullFields.includes(field))
            nullFields.push(field);
    });
    const lower = errorText.toLowerCase();
    return { nullFields, formatError: JSON_ERROR_MARKERS.some((m) => lower.includes(m)) };
}
