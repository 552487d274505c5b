"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseDateutil = parseDateutil;
const check_error_js_1 = require("../errors/check-error.js");
const dateutil_info_js_1 = require("./dateutil-info.js");
const dateutil_lex_js_1 = require("./dateutil-lex.js");
const dateutil_numeric_js_1 = require("./dateutil-numeric.js");
const dateutil_ymd_js_1 = require("./dateutil-ymd.js");
const py_datetime_js_1 = require("./py-datetime.js");
function parseDateutil(text, options = {}) {
    const today = options.today ?? new Date();
    const res = parseTokens(text, today.getFullYear());
    if (res === null)
        throw new check_error_js_1.CheckError('value', `Unknown string format: ${text}`);
    if (isEmpty(res))
        throw new check_error_js_1.CheckError('value', `String does not contain a date: ${text}`);
    let naive;
    try {
        naive = buildNaive(res, today);
    }
    catch (error) {
        const reason = error instanceof check_error_js_1.CheckError ? error.message : String(error);
        throw new check_error_js_1.CheckError('value', `${reason}: ${text}`, { cause: error });
    }
    return { ...naive, offsetMinutes: awareOffset(res) };
}
function isEmpty(res) {
    const { centurySpecified: _, ...slots } = res;
    return Object.values(slots).every((value) => value === null);
}
function normalizeToken(token) {
    if (!/^[\p{Nd}.]+$/u.test(token) || /^[0-9.]+$/.test(token))
        return token;
    return Array.from(token, (c) => (c === '.' ? c : String((0, dateutil_ymd_js_1.pyIntText)(c)))).join('');
}
function isFloatToken(token) {
    return /^(?:\d+\.?\d*|\.\d+)$/.test(token) || /^(?:inf|infinity|nan)$/i.test(token);
}
function couldBeTzname(res, tzoffset, token) {
    return res.hour !== null && res.tzname === null && tzoffset === null && Array.from(token).length <= 5 && (/^[A-Z]+$/.test(token) || dateutil_info_js_1.UTC_ZONES.includes(token));
}
function parseTokens(text, currentYear) {
    const res = (0, dateutil_info_js_1.emptyResult)();
    const l = (0, dateutil_lex_js_1.timelexSplit)(text).map(normalizeToken);
    const ymd = new dateutil_ymd_js_1.Ymd();
    try {
        for (let i = 0; i < l.length; i++) {
            const token = l[i];
            if (isFloatToken(token)) {
                i = (0, dateutil_numeric_js_1.parseNumericToken)(l, i, ymd, res);
            }
            else if (dateutil_info_js_1.info.weekday(token) !== undefined) {
                res.weekday = dateutil_info_js_1.info.weekday(token);
            }
            else if (dateutil_info_js_1.info.month(token) !== undefined) {
                ymd.append(dateutil_info_js_1.info.month(token), 'M');
                if (i + 1 < l.length) {
                    if (l[i + 1] === '-' || l[i + 1] === '/') {
                        const sep = l[i + 1];
                        ymd.append(required(l, i + 2));
                        if (i + 3 < l.length && l[i + 3] === sep) {
                            ymd.append(required(l, i + 4));
                            i += 2;
                        }
                        i += 2;
                    }
                    else if (i + 4 < l.length && l[i + 1] === ' ' && l[i + 3] === ' ' && dateutil_info_js_1.info.pertain(l[i + 2])) {
                        if ((0, dateutil_ymd_js_1.isDigitText)(l[i + 4]))
                            ymd.append(String(convertYear((0, dateutil_ymd_js_1.pyIntText)(l[i + 4]), false, currentYear)), 'Y');
                        i += 4;
                    }
                }
            }
            else if (dateutil_info_js_1.info.ampm(token) !== undefined) {
                const value = dateutil_info_js_1.info.ampm(token);
                if (res.hour === null)
                    throw new dateutil_ymd_js_1.UnknownDateFormat('No hour specified with AM or PM flag.');
                if (res.hour < 0 || res.hour > 12)
                    throw new dateutil_ymd_js_1.UnknownDateFormat('Invalid hour specified for 12-hour clock.');
                res.hour = (0, dateutil_numeric_js_1.adjustAmPm)(res.hour, value);
                res.ampm = value;
            }
            else if (couldBeTzname(res, res.tzoffset, token)) {
                res.tzname = token;
                res.tzoffset = dateutil_info_js_1.info.tzoffset(token);
                if (i + 1 < l.length && (l[i + 1] === '+' || l[i + 1] === '-')) {
                    l[i + 1] = l[i + 1] === '+' ? '-' : '+';
                    res.tzoffset = null;
                    if (dateutil_info_js_1.info.utczone(res.tzname))
                        res.tzname = null;
                }
            }
            else if (res.hour !== null && (token === '+' || token === '-')) {
                i = parseOffset(l, i, res);
            }
            else if (!dateutil_info_js_1.info.jump(token)) {
                throw new dateutil_ymd_js_1.UnknownDateFormat(text);
            }
        }
        const [year, month, day] = ymd.resolve();
        res.centurySpecified = ymd.centurySpecified;
        res.year = year;
        res.month = month;
        res.day = day;
    }
    catch (error) {
        if (error instanceof dateutil_ymd_js_1.UnknownDateFormat)
            return null;
        throw error;
    }
    validate(res, currentYear);
    return res;
}
function required(l, index) {
    const token = l[index];
    if (token === undefined)
        throw new dateutil_ymd_js_1.UnknownDateFormat('list index out of range');
    return token;
}
function parseOffset(l, i, res) {
    const signal = l[i] === '+' ? 1 : -1;
    const number = required(l, i + 1);
    const len = Array.from(number).length;
    let hours;
    let minutes;
    if (len === 4) {
        hours = (0, dateutil_ymd_js_1.pyIntText)(number.slice(0, 2));
        minutes = (0, dateutil_ymd_js_1.pyIntText)(number.slice(2));
    }
    else if (i + 2 < l.length && l[i + 2] === ':') {
        hours = (0, dateutil_ymd_js_1.pyIntText)(number);
        minutes = (0, dateutil_ymd_js_1.pyIntText)(required(l, i + 3));
        i += 2;
    }
    else if (len <= 2) {
        hours = (0, dateutil_ymd_js_1.pyIntText)(number.slice(0, 2));
        minutes = 0;
    }
    else {
        throw new dateutil_ymd_js_1.UnknownDateFormat('bad offset');
    }
    res.tzoffset = signal * (hours * 3600 + minutes * 60);
    const name = l[i + 4];
    if (i + 5 < l.length && dateutil_info_js_1.info.jump(l[i + 2]) && l[i + 3] === '(' && l[i + 5] === ')' && name !== undefined && Array.from(name).length >= 3 && couldBeTzname(res, null, name)) {
        res.tzname = name;
        i += 4;
    }
    return i + 1;
}
function convertYear(year, centurySpecified, currentYear) {
    if (year < 100 && !centurySpecified) {
        year += Math.floor(currentYear / 100) * 100;
        if (year >= currentYear + 50)
            year -= 100;
        else if (year < currentYear - 50)
            year += 100;
    }
    return year;
}
function validate(res, currentYear) {
    if (res.year !== null)
        res.year = convertYear(res.year, res.centurySpecified, currentYear);
    if ((res.tzoffset === 0 && !res.tzname) || res.tzname === 'Z' || res.tzname === 'z') {
        res.tzname = 'UTC';
        res.tzoffset = 0;
    }
    else if (res.tzoffset !== 0 && res.tzname && dateutil_info_js_1.info.utczone(res.tzname)) {
        res.tzoffset = 0;
    }
}
function buildNaive(res, today) {
    const year = res.year ?? today.getFullYear();
    const month = res.month ?? today.getMonth() + 1;
    let day = res.day ?? today.getDate();
    if (res.day === null && year >= 1 && year <= 9999 && month >= 1 && month <= 12)
        day = Math.min(day, (0, py_datetime_js_1.daysInMonth)(year, month));
    const naive = (0, py_datetime_js_1.pyDateTime)({
        year,
        month,
        day,
        hour: res.hour ?? 0,
        minute: res.minute ?? 0,
        second: res.second ?? 0,
        microsecond: res.microsecond ?? 0,
    });
    if (res.weekday === null || res.day)
        return naive;
    const ordinal = (0, py_datetime_js_1.toOrdinal)(naive.year, naive.month, naive.day) + ((res.weekday - (0, py_datetime_js_1.weekday)(naive.year, naive.month, naive.day) + 7) % 7);
    const date = (0, py_datetime_js_1.fromOrdinal)(ordinal);
    return (0, py_datetime_js_1.pyDateTime)({ ...naive, ...date });
}
function awareOffset(res) {
    if (res.tzname !== null && dateutil_info_js_1.UTC_ZONES.includes(res.tzname))
        return 0;
    if (res.tzoffset === 0)
        return 0;
    if (res.tzoffset)
        return res.tzoffset / 60;
    return null;
}
