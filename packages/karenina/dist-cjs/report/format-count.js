"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatCount = formatCount;
let numbers;
function formatCount(n) {
    if (Number.isSafeInteger(n) && !Object.is(n, -0))
        return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
    return (numbers ??= new Intl.NumberFormat('en-US')).format(n);
}
