"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FAILURE_CATEGORY_DESCRIPTIONS = void 0;
exports.describeFailure = describeFailure;
exports.FAILURE_CATEGORY_DESCRIPTIONS = {
    content: 'wrong answer',
    recursion_limit: 'agent recursion limit reached',
    trace_validation: 'trace validation failed',
    deep_judgment: 'deep judgment found no supporting excerpts',
    deep_judgment_rubric: 'rubric deep judgment found no supporting excerpts',
    timeout: 'timeout (retries exhausted)',
    connection: 'connection error (retries exhausted)',
    rate_limit: 'rate limit (retries exhausted)',
    server_error: 'server error (retries exhausted)',
    abstention: 'the model abstained',
    sufficiency: 'insufficient response',
    template_validation: 'the answer template cannot run',
    parsing: 'the judge produced no valid object',
    unexpected_error: 'unexpected error',
};
const JUDGE_STAGES = /parse|rubric|abstention|sufficiency|embedding|deep_?judgment/i;
function describeFailure(failure, models) {
    const what = exports.FAILURE_CATEGORY_DESCRIPTIONS[failure.category] ?? failure.category;
    const retry = failure.group === 'retry';
    const who = JUDGE_STAGES.test(failure.stage) ? `the judge ${models.parsing}` : `the answering model ${models.answering}`;
    const where = retry ? `while calling ${who} at ${failure.stage}` : `at ${failure.stage}`;
    const kind = failure.group === 'retry' || failure.group === 'system' ? ' — an error, not a wrong answer' : '';
    return `${what} [${failure.category}] ${where}${kind}`;
}
