"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MetricTraitReplySchema = void 0;
exports.buildMetricTraitPrompt = buildMetricTraitPrompt;
const zod_1 = require("zod");
const rubric_evidence_js_1 = require("./rubric-evidence.js");
const task_prompt_js_1 = require("./task-prompt.js");
const bucket = zod_1.z.array(zod_1.z.string()).default([]);
exports.MetricTraitReplySchema = zod_1.z.object({ tp: bucket, fn: bucket, fp: bucket, tn: bucket });
const SYSTEM = `You are a confusion-matrix analyst. You compare an answer with instructions that say what content it should contain (and, when given, what it must not contain), and sort the content into four buckets:
- tp (true positive): required content that IS present; quote the answer.
- fn (false negative): required content that is MISSING; reference the instruction.
- tn (true negative): forbidden content that is correctly ABSENT; reference the instruction.
- fp (false positive): forbidden or incorrect content that IS present; quote the answer.

## Matching
- Accept exact matches, close variants, synonyms, case-insensitive matches and partial containment.
- Extract short terms, not whole sentences.
- When in doubt whether something is present, err on the side of including it.
- Never list the same item twice.`;
function numbered(items) {
    return items.length > 0 ? items.map((item, i) => `${i + 1}. ${item}`).join('\n') : '(none)';
}
function buildMetricTraitPrompt(trait, evidence) {
    const fullMatrix = trait.evaluation_mode === 'full_matrix';
    const traitSection = `## Trait\n**${trait.name}**: ${trait.description || rubric_evidence_js_1.NO_DESCRIPTION}`;
    const task = fullMatrix
        ? '## Task\nClassify the answer content against both instruction lists. tp: content matching a TP instruction; fn: TP instructions the answer does not satisfy; tn: TN instructions whose content is correctly absent; fp: answer content matching a TN instruction.'
        : '## Task\nClassify the answer content against the TP instructions. tp: content matching a TP instruction; fn: TP instructions the answer does not satisfy; fp: content in the same domain that looks like a valid answer but is wrong or not asked for (not filler, greetings or hedging).';
    const instructions = fullMatrix
        ? `## TP instructions (content that should be present)\n${numbered(trait.tp_instructions)}\n\n## TN instructions (content that should be absent)\n${numbered(trait.tn_instructions ?? [])}`
        : `## TP instructions (content that should be present)\n${numbered(trait.tp_instructions)}`;
    const guidelines = fullMatrix
        ? '## Guidelines\n- tp: quote the short answer term that satisfies each TP instruction.\n- fn: reference each TP instruction with no matching content.\n- tn: reference each TN instruction whose content is absent.\n- fp: quote the answer content that matches a TN instruction.'
        : '## Guidelines\n- tp: quote the short answer term that satisfies each TP instruction.\n- fn: reference each TP instruction with no matching content.\n- fp: quote wrong same-domain content; leave tn empty.';
    const hint = fullMatrix ? '{"tp": [...], "fn": [...], "fp": [...], "tn": [...]}' : '{"tp": [...], "fn": [...], "fp": [...]}';
    return {
        task: 'rubric_metric_trait',
        system: SYSTEM,
        user: (0, task_prompt_js_1.joinSections)(traitSection, task, instructions, evidence.taskEval ? null : `## Question\n${evidence.question}`, `## Answer to Evaluate\n${evidence.answer}`, guidelines),
        context: {
            jsonSchema: (0, task_prompt_js_1.replyJsonSchema)(exports.MetricTraitReplySchema),
            exampleJson: fullMatrix
                ? '{"tp": ["aspirin"], "fn": ["dosage"], "fp": ["ibuprofen"], "tn": ["no side effects claimed"]}'
                : '{"tp": ["aspirin"], "fn": ["dosage"], "fp": ["ibuprofen"]}',
            outputFormatHint: hint,
        },
        reply: exports.MetricTraitReplySchema,
    };
}
