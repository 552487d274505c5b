"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findLongestMatch = findLongestMatch;
function findLongestMatch(a, b, options) {
    const b2j = indexPositions(b, options.autojunk);
    let besti = 0;
    let bestj = 0;
    let bestsize = 0;
    let prev = new Int32Array(b.length + 1);
    let cur = new Int32Array(b.length + 1);
    let prevTouched = [];
    let curTouched = [];
    for (let i = 0; i < a.length; i++) {
        for (const j of b2j.get(a[i]) ?? []) {
            const k = prev[j] + 1;
            cur[j + 1] = k;
            curTouched.push(j + 1);
            if (k > bestsize) {
                besti = i - k + 1;
                bestj = j - k + 1;
                bestsize = k;
            }
        }
        for (const t of prevTouched)
            prev[t] = 0;
        [prev, cur] = [cur, prev];
        [prevTouched, curTouched] = [curTouched, prevTouched];
        curTouched.length = 0;
    }
    while (besti > 0 && bestj > 0 && a[besti - 1] === b[bestj - 1]) {
        besti--;
        bestj--;
        bestsize++;
    }
    while (besti + bestsize < a.length && bestj + bestsize < b.length && a[besti + bestsize] === b[bestj + bestsize]) {
        bestsize++;
    }
    return { a: besti, b: bestj, size: bestsize };
}
function indexPositions(b, autojunk) {
    const b2j = new Map();
    b.forEach((element, j) => {
        const positions = b2j.get(element);
        if (positions)
            positions.push(j);
        else
            b2j.set(element, [j]);
    });
    const n = b.length;
    if (autojunk && n >= 200) {
        const ntest = Math.floor(n / 100) + 1;
        for (const [element, positions] of b2j)
            if (positions.length > ntest)
                b2j.delete(element);
    }
    return b2j;
}
