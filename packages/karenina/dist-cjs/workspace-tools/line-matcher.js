"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LineMatcher = void 0;
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
let search;
const vm = () => process.getBuiltinModule('node:vm');
const searchScript = () => (search ??= new (vm().Script)(`
  hits.length = 0
  for (let i = 0; i < lines.length && hits.length < limit; i++) if (re.test(lines[i])) hits.push(i)
`));
class LineMatcher {
    pattern;
    budgetMs;
    #context;
    constructor(pattern, ignoreCase, budgetMs) {
        this.pattern = pattern;
        this.budgetMs = budgetMs;
        const context = vm().createContext({ pattern, flags: ignoreCase ? 'i' : '', lines: [], hits: [], limit: 0 });
        try {
            new (vm().Script)('re = new RegExp(pattern, flags)').runInContext(context);
        }
        catch (error) {
            throw new workspace_tool_error_js_1.WorkspaceToolError(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${error.message}`);
        }
        this.#context = context;
    }
    match(lines, limit, from) {
        const ctx = this.#context;
        ctx.lines = lines;
        ctx.limit = limit;
        try {
            searchScript().runInContext(ctx, { timeout: this.budgetMs });
        }
        catch (error) {
            if (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
                throw new workspace_tool_error_js_1.WorkspaceToolError(`pattern ${JSON.stringify(this.pattern)} took longer than ${this.budgetMs} ms (searching from ${from}); simplify it`);
            }
            throw error;
        }
        return [...ctx.hits];
    }
}
exports.LineMatcher = LineMatcher;
