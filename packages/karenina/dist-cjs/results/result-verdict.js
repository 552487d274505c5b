"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resultVerdict = resultVerdict;
exports.countVerdicts = countVerdicts;
function resultVerdict(result) {
    const failure = result.metadata.failure;
    if (failure === null)
        return result.template?.verify_result === false ? 'fail' : 'pass';
    return failure.group === 'retry' || failure.group === 'system' ? 'error' : 'fail';
}
function countVerdicts(results) {
    const counts = { total: 0, passed: 0, failed: 0, errors: 0, passRate: null };
    for (const result of results) {
        counts.total++;
        const verdict = resultVerdict(result);
        if (verdict === 'pass')
            counts.passed++;
        else if (verdict === 'fail')
            counts.failed++;
        else
            counts.errors++;
    }
    counts.passRate = counts.total > 0 ? counts.passed / counts.total : null;
    return counts;
}
