"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatTextTable = formatTextTable;
const width = (text) => [...text].length;
function formatTextTable(headers, rows, options = {}) {
    const all = [headers, ...rows, ...(options.footer ? [options.footer] : [])];
    const widths = headers.map((_, col) => Math.max(...all.map((row) => width(row[col] ?? ''))));
    const line = (row) => (options.indent ?? '') +
        row
            .map((cell, col) => {
            const pad = ' '.repeat(widths[col] - width(cell));
            return options.align?.[col] === 'right' ? pad + cell : cell + pad;
        })
            .join('  ')
            .trimEnd();
    const rule = (options.indent ?? '') + widths.map((w) => '─'.repeat(w)).join('  ');
    const out = [line(headers), rule, ...rows.map(line)];
    if (options.footer)
        out.push(rule, line(options.footer));
    return out.join('\n');
}
