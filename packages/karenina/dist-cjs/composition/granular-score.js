"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.granularScore = granularScore;
function granularScore(contributions, strategy) {
    let total = 0;
    for (const { weight } of contributions)
        total += weight;
    if (total === 0)
        return 0;
    const credits = contributions.map(({ weight, score }) => weight * (score ?? 0));
    if (strategy?.type === 'any_of')
        return credits.length === 0 ? 0 : Math.max(...credits) / total;
    if (strategy?.type === 'at_least_n') {
        const top = [...credits].sort((a, b) => b - a).slice(0, strategy.n);
        return sum(top) / total;
    }
    return sum(credits) / total;
}
function sum(values) {
    let s = 0;
    for (const v of values)
        s += v;
    return s;
}
