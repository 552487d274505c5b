"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.failedTraitsOf = failedTraitsOf;
function failedTraitsOf(result) {
    const failure = result.metadata.failure;
    if (failure?.stage !== 'rubric_evaluation')
        return {};
    const failed = failure.details?.['failed_traits'];
    if (typeof failed !== 'object' || failed === null || Array.isArray(failed))
        return {};
    return Object.fromEntries(Object.entries(failed).map(([name, why]) => [name, typeof why === 'string' ? why : String(why)]));
}
