"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.normalQuantile = normalQuantile;
exports.wilsonInterval = wilsonInterval;
exports.mcnemarExactP = mcnemarExactP;
exports.pairedDifferenceInterval = pairedDifferenceInterval;
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normalQuantile needs 0 < p < 1, received ${p}`);
    const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
    const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const low = 0.02425;
    let x;
    if (p < low) {
        const q = Math.sqrt(-2 * Math.log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    else if (p <= 1 - low) {
        const q = p - 0.5;
        const r = q * q;
        x = ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    else {
        const q = Math.sqrt(-2 * Math.log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    return x;
}
function wilsonInterval(successes, n, alpha = 0.05) {
    if (n === 0)
        return null;
    const z = normalQuantile(1 - alpha / 2);
    const p = successes / n;
    const z2 = z * z;
    const centre = p + z2 / (2 * n);
    const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    const denominator = 1 + z2 / n;
    return { lower: successes === 0 ? 0 : (centre - spread) / denominator, upper: successes === n ? 1 : (centre + spread) / denominator };
}
function mcnemarExactP(b, c) {
    const n = b + c;
    if (n === 0)
        return 1;
    const k = Math.min(b, c);
    let term = 0.5 ** n;
    let tail = term;
    for (let i = 1; i <= k; i++) {
        term *= (n - i + 1) / i;
        tail += term;
    }
    if (term === 0 || !Number.isFinite(tail))
        tail = logTail(n, k);
    return Math.min(1, 2 * tail);
}
function logTail(n, k) {
    const logs = [];
    let logC = 0;
    for (let i = 0; i <= k; i++) {
        if (i > 0)
            logC += Math.log(n - i + 1) - Math.log(i);
        logs.push(logC + n * Math.log(0.5));
    }
    const max = Math.max(...logs);
    return Math.exp(max) * logs.reduce((acc, l) => acc + Math.exp(l - max), 0);
}
function pairedDifferenceInterval(table, alpha = 0.05) {
    const { both, lost, gained, neither } = table;
    const n = both + lost + gained + neither;
    if (n === 0)
        return null;
    const base = wilsonInterval(both + lost, n, alpha);
    const head = wilsonInterval(both + gained, n, alpha);
    const pBase = (both + lost) / n;
    const pHead = (both + gained) / n;
    const marginals = (both + lost) * (gained + neither) * (both + gained) * (lost + neither);
    const cross = both * neither - lost * gained;
    const shrunk = cross > n / 2 ? cross - n / 2 : cross < 0 ? cross : 0;
    const phi = marginals === 0 ? 0 : shrunk / Math.sqrt(marginals);
    const delta = pHead - pBase;
    const dl1 = pHead - head.lower;
    const du1 = head.upper - pHead;
    const dl2 = pBase - base.lower;
    const du2 = base.upper - pBase;
    const lower = delta - Math.sqrt(Math.max(0, dl1 * dl1 - 2 * phi * dl1 * du2 + du2 * du2));
    const upper = delta + Math.sqrt(Math.max(0, du1 * du1 - 2 * phi * du1 * dl2 + dl2 * dl2));
    return { lower: Math.max(-1, lower), upper: Math.min(1, upper) };
}
