"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toDecimal = toDecimal;
exports.parseMs = parseMs;
exports.adjustAmPm = adjustAmPm;
exports.parseNumericToken = parseNumericToken;
const dateutil_info_js_1 = require("./dateutil-info.js");
const dateutil_ymd_js_1 = require("./dateutil-ymd.js");
function toDecimal(token) {
    const match = token === undefined ? null : /^(\d+)(?:\.(\d*))?$/.exec(token);
    if (!match)
        throw new dateutil_ymd_js_1.UnknownDateFormat(`Could not convert ${token} to decimal`);
    const fraction = match[2] ?? '';
    return { value: Number(token), integer: Number(match[1]), fraction };
}
function scaledFraction(d, n) {
    if (!/[1-9]/.test(d.fraction))
        return 0;
    return Number((BigInt(n) * BigInt(d.fraction)) / 10n ** BigInt(d.fraction.length));
}
const hasFraction = (d) => /[1-9]/.test(d.fraction);
function parseMinSec(d) {
    return [d.integer, hasFraction(d) ? scaledFraction(d, 60) : null];
}
function parseMs(text) {
    if (text === undefined)
        throw new dateutil_ymd_js_1.UnknownDateFormat('missing seconds');
    if (!text.includes('.'))
        return [(0, dateutil_ymd_js_1.pyIntText)(text), 0];
    const parts = text.split('.');
    if (parts.length !== 2)
        throw new dateutil_ymd_js_1.UnknownDateFormat('too many values to unpack');
    return [(0, dateutil_ymd_js_1.pyIntText)(parts[0]), (0, dateutil_ymd_js_1.pyIntText)(parts[1].padEnd(6, '0').slice(0, 6))];
}
function adjustAmPm(hour, ampm) {
    if (hour < 12 && ampm === 1)
        return hour + 12;
    if (hour === 12 && ampm === 0)
        return 0;
    return hour;
}
function findHmsIndex(idx, tokens) {
    const n = tokens.length;
    if (idx + 1 < n && dateutil_info_js_1.info.hms(tokens[idx + 1]) !== undefined)
        return idx + 1;
    if (idx + 2 < n && tokens[idx + 1] === ' ' && dateutil_info_js_1.info.hms(tokens[idx + 2]) !== undefined)
        return idx + 2;
    if (idx > 0 && dateutil_info_js_1.info.hms(tokens[idx - 1]) !== undefined)
        return idx - 1;
    if (1 < idx && idx === n - 1 && tokens[idx - 1] === ' ' && dateutil_info_js_1.info.hms(tokens[idx - 2]) !== undefined)
        return idx - 2;
    return null;
}
function assignHms(res, valueRepr, hms) {
    const value = toDecimal(valueRepr);
    if (hms === 0) {
        res.hour = value.integer;
        if (hasFraction(value))
            res.minute = scaledFraction(value, 60);
    }
    else if (hms === 1) {
        ;
        [res.minute, res.second] = parseMinSec(value);
    }
    else if (hms === 2) {
        ;
        [res.second, res.microsecond] = parseMs(valueRepr);
    }
}
const int = (text) => (0, dateutil_ymd_js_1.pyIntText)(text);
function parseNumericToken(tokens, idx, ymd, res) {
    const valueRepr = tokens[idx];
    let value = toDecimal(valueRepr);
    const lenLi = Array.from(valueRepr).length;
    const n = tokens.length;
    const next = tokens[idx + 1];
    if (ymd.length === 3 && (lenLi === 2 || lenLi === 4) && res.hour === null && (idx + 1 >= n || (next !== ':' && dateutil_info_js_1.info.hms(next) === undefined))) {
        res.hour = int(valueRepr.slice(0, 2));
        if (lenLi === 4)
            res.minute = int(valueRepr.slice(2));
    }
    else if (lenLi === 6 || (lenLi > 6 && valueRepr.indexOf('.') === 6)) {
        if (!ymd.length && !valueRepr.includes('.')) {
            ymd.append(valueRepr.slice(0, 2));
            ymd.append(valueRepr.slice(2, 4));
            ymd.append(valueRepr.slice(4));
        }
        else {
            res.hour = int(valueRepr.slice(0, 2));
            res.minute = int(valueRepr.slice(2, 4));
            [res.second, res.microsecond] = parseMs(valueRepr.slice(4));
        }
    }
    else if (lenLi === 8 || lenLi === 12 || lenLi === 14) {
        ymd.append(valueRepr.slice(0, 4), 'Y');
        ymd.append(valueRepr.slice(4, 6));
        ymd.append(valueRepr.slice(6, 8));
        if (lenLi > 8) {
            res.hour = int(valueRepr.slice(8, 10));
            res.minute = int(valueRepr.slice(10, 12));
            if (lenLi > 12)
                res.second = int(valueRepr.slice(12));
        }
    }
    else if (findHmsIndex(idx, tokens) !== null) {
        const hmsIdx = findHmsIndex(idx, tokens);
        let hms;
        if (hmsIdx > idx) {
            hms = dateutil_info_js_1.info.hms(tokens[hmsIdx]);
            idx = hmsIdx;
        }
        else {
            hms = dateutil_info_js_1.info.hms(tokens[hmsIdx]) + 1;
        }
        assignHms(res, valueRepr, hms);
    }
    else if (idx + 2 < n && next === ':') {
        res.hour = value.integer;
        value = toDecimal(tokens[idx + 2]);
        [res.minute, res.second] = parseMinSec(value);
        if (idx + 4 < n && tokens[idx + 3] === ':') {
            ;
            [res.second, res.microsecond] = parseMs(tokens[idx + 4]);
            idx += 2;
        }
        idx += 2;
    }
    else if (idx + 1 < n && (next === '-' || next === '/' || next === '.')) {
        const sep = next;
        ymd.append(valueRepr);
        if (idx + 2 < n && !dateutil_info_js_1.info.jump(tokens[idx + 2])) {
            if ((0, dateutil_ymd_js_1.isDigitText)(tokens[idx + 2])) {
                ymd.append(tokens[idx + 2]);
            }
            else {
                const month = dateutil_info_js_1.info.month(tokens[idx + 2]);
                if (month === undefined)
                    throw new dateutil_ymd_js_1.UnknownDateFormat('not a month');
                ymd.append(month, 'M');
            }
            if (idx + 3 < n && tokens[idx + 3] === sep) {
                const month = dateutil_info_js_1.info.month(tokens[idx + 4]);
                if (month !== undefined)
                    ymd.append(month, 'M');
                else if (tokens[idx + 4] === undefined)
                    throw new dateutil_ymd_js_1.UnknownDateFormat('list index out of range');
                else
                    ymd.append(tokens[idx + 4]);
                idx += 2;
            }
            idx += 1;
        }
        idx += 1;
    }
    else if (idx + 1 >= n || dateutil_info_js_1.info.jump(next)) {
        if (idx + 2 < n && dateutil_info_js_1.info.ampm(tokens[idx + 2]) !== undefined) {
            res.hour = adjustAmPm(value.integer, dateutil_info_js_1.info.ampm(tokens[idx + 2]));
            idx += 1;
        }
        else {
            ymd.append(value.value);
        }
        idx += 1;
    }
    else if (dateutil_info_js_1.info.ampm(next) !== undefined && value.value >= 0 && value.value < 24) {
        res.hour = adjustAmPm(value.integer, dateutil_info_js_1.info.ampm(next));
        idx += 1;
    }
    else if (ymd.couldBeDay(value.value)) {
        ymd.append(value.value);
    }
    else {
        throw new dateutil_ymd_js_1.UnknownDateFormat('unparsed number');
    }
    return idx;
}
