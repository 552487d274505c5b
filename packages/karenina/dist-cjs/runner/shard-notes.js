"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.emptyShardNote = emptyShardNote;
exports.noResultsNote = noResultsNote;
exports.loadFailureNote = loadFailureNote;
exports.mergedRunTime = mergedRunTime;
const HOW_TO_SPLIT = "vitest and jest shard test files, not tests: split a benchmark across files with `part: 'i/n'` " +
    "(describeBenchmark(benchmark, { part: '1/4' }) in one file, '2/4' in the next, …), as the README's sharding section explains.";
function emptyShardNote(shard) {
    return `karenina: shard ${shard.index}/${shard.count} received no test file, so it ran no benchmark question. ${HOW_TO_SPLIT}`;
}
function noResultsNote(context) {
    const where = `karenina: no results were collected; ${context.resultsFile} holds an empty result set.`;
    if (context.shard)
        return `${where} This is shard ${context.shard.index}/${context.shard.count}: ${HOW_TO_SPLIT}`;
    if (context.merged)
        return `${where} None of the merged reports carried karenina results (did every shard run a file with a benchmark?): ${HOW_TO_SPLIT}`;
    return `${where} No test used a karenina matcher or describeBenchmark (check the test filter and that the setup file is loaded).`;
}
function loadFailureNote(context) {
    const count = context.failures.length;
    const first = context.failures[0];
    const firstLine = first?.message.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
    const which = first ? ` (${first.file}: ${firstLine.length > 300 ? `${firstLine.slice(0, 300)}…` : firstLine}${count > 1 ? `; and ${count - 1} more` : ''})` : '';
    return (`karenina: no results were collected: ${count} test file${count === 1 ? '' : 's'} or test${count === 1 ? '' : 's'} failed to load or run${which}. ` +
        `${context.resultsFile} was left as it was (the previous run's results, if any): fix the error above and run again.`);
}
function mergedRunTime(executionTimes) {
    if (!executionTimes || executionTimes.length === 0)
        return null;
    return executionTimes.reduce((sum, ms) => sum + ms, 0);
}
