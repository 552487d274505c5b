"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Ymd = exports.UnknownDateFormat = void 0;
exports.pyIntText = pyIntText;
exports.isDigitText = isDigitText;
const py_datetime_js_1 = require("./py-datetime.js");
class UnknownDateFormat extends Error {
}
exports.UnknownDateFormat = UnknownDateFormat;
function digitValue(c) {
    const cp = c.codePointAt(0);
    let k = 0;
    while (k < 100 && /\p{Nd}/u.test(String.fromCodePoint(cp - k - 1)))
        k++;
    return k % 10;
}
function pyIntText(text) {
    if (!/^\p{Nd}+$/u.test(text))
        throw new UnknownDateFormat(`invalid literal for int(): '${text}'`);
    let value = 0;
    for (const c of text)
        value = value * 10 + (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : digitValue(c));
    return value;
}
function isDigitText(text) {
    return /^[\p{Nd}\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u24ea]+$/u.test(text);
}
class Ymd {
    values = [];
    centurySpecified = false;
    dstridx = null;
    mstridx = null;
    ystridx = null;
    get length() {
        return this.values.length;
    }
    at(index) {
        return this.values[index < 0 ? this.values.length + index : index];
    }
    couldBeDay(value) {
        if (this.dstridx !== null)
            return false;
        if (this.mstridx === null)
            return value >= 1 && value <= 31;
        const month = this.at(this.mstridx);
        if (this.ystridx === null)
            return value >= 1 && value <= (0, py_datetime_js_1.daysInMonth)(2000, month);
        return value >= 1 && value <= (0, py_datetime_js_1.daysInMonth)(this.at(this.ystridx), month);
    }
    append(value, label) {
        if (typeof value === 'string') {
            if (isDigitText(value) && Array.from(value).length > 2) {
                this.centurySpecified = true;
                label = 'Y';
            }
            this.values.push(pyIntText(value));
        }
        else {
            if (value > 100) {
                this.centurySpecified = true;
                label = 'Y';
            }
            this.values.push(Math.trunc(value));
        }
        const index = this.values.length - 1;
        if (label === 'M') {
            if (this.mstridx !== null)
                throw new UnknownDateFormat('Month is already set');
            this.mstridx = index;
        }
        else if (label === 'D') {
            if (this.dstridx !== null)
                throw new UnknownDateFormat('Day is already set');
            this.dstridx = index;
        }
        else if (label === 'Y') {
            if (this.ystridx !== null)
                throw new UnknownDateFormat('Year is already set');
            this.ystridx = index;
        }
    }
    resolve() {
        const n = this.values.length;
        const strids = {};
        if (this.ystridx !== null)
            strids.y = this.ystridx;
        if (this.mstridx !== null)
            strids.m = this.mstridx;
        if (this.dstridx !== null)
            strids.d = this.dstridx;
        const known = Object.keys(strids).length;
        if ((n === known && n > 0) || (n === 3 && known === 2))
            return this.resolveFromStridxs(strids);
        const v = this.values;
        if (n > 3)
            throw new UnknownDateFormat('More than three YMD values');
        if (n === 1 || (this.mstridx !== null && n === 2)) {
            let month = null;
            let other;
            if (this.mstridx !== null) {
                month = this.at(this.mstridx);
                other = this.at(this.mstridx - 1);
            }
            else {
                other = v[0];
            }
            if (n > 1 || this.mstridx === null)
                return other > 31 ? [other, month, null] : [null, month, other];
            return [null, month, null];
        }
        if (n === 2) {
            if (v[0] > 31)
                return [v[0], v[1], null];
            if (v[1] > 31)
                return [v[1], v[0], null];
            return [null, v[0], v[1]];
        }
        if (n === 3) {
            const [a, b, c] = v;
            if (this.mstridx === 0)
                return b > 31 ? [b, a, c] : [c, a, b];
            if (this.mstridx === 1)
                return a > 31 ? [a, b, c] : [c, b, a];
            if (this.mstridx === 2)
                return b > 31 ? [b, c, a] : [a, c, b];
            if (a > 31 || this.ystridx === 0)
                return [a, b, c];
            if (a > 12)
                return [c, b, a];
            return [c, a, b];
        }
        return [null, null, null];
    }
    resolveFromStridxs(strids) {
        if (this.values.length === 3 && Object.keys(strids).length === 2) {
            const used = new Set(Object.values(strids));
            const missing = [0, 1, 2].find((x) => !used.has(x));
            const key = ['y', 'm', 'd'].find((k) => strids[k] === undefined);
            strids[key] = missing;
        }
        const get = (key) => (strids[key] === undefined ? null : this.values[strids[key]]);
        return [get('y'), get('m'), get('d')];
    }
}
exports.Ymd = Ymd;
