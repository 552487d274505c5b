"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyStrptime = pyStrptime;
const check_error_js_1 = require("../errors/check-error.js");
const py_datetime_js_1 = require("./py-datetime.js");
const py_regex_js_1 = require("./py-regex.js");
const py_str_js_1 = require("./py-str.js");
const py_whitespace_js_1 = require("./py-whitespace.js");
const DIRECTIVES = {
    '%': '%',
    A: '(?P<A>wednesday|thursday|saturday|tuesday|monday|friday|sunday)',
    B: '(?P<B>september|february|november|december|january|october|august|march|april|june|july|may)',
    G: '(?P<G>\\d\\d\\d\\d)',
    H: '(?P<H>2[0-3]|[0-1]\\d|\\d)',
    I: '(?P<I>1[0-2]|0[1-9]|[1-9])',
    M: '(?P<M>[0-5]\\d|\\d)',
    S: '(?P<S>6[0-1]|[0-5]\\d|\\d)',
    U: '(?P<U>5[0-3]|[0-4]\\d|\\d)',
    V: '(?P<V>5[0-3]|0[1-9]|[1-4]\\d|\\d)',
    W: '(?P<W>5[0-3]|[0-4]\\d|\\d)',
    Y: '(?P<Y>\\d\\d\\d\\d)',
    Z: '(?P<Z>utc|gmt)',
    a: '(?P<a>mon|tue|wed|thu|fri|sat|sun)',
    b: '(?P<b>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)',
    d: '(?P<d>3[0-1]|[1-2]\\d|0[1-9]|[1-9]| [1-9])',
    f: '(?P<f>[0-9]{1,6})',
    j: '(?P<j>36[0-6]|3[0-5]\\d|[1-2]\\d\\d|0[1-9]\\d|00[1-9]|[1-9]\\d|0[1-9]|[1-9])',
    m: '(?P<m>1[0-2]|0[1-9]|[1-9])',
    p: '(?P<p>am|pm)',
    u: '(?P<u>[1-7])',
    w: '(?P<w>[0-6])',
    y: '(?P<y>\\d\\d)',
    z: '(?P<z>[+-]\\d\\d:?[0-5]\\d(:?[0-5]\\d(\\.\\d{1,6})?)?|Z)',
};
const LOCALE_FORMATS = { c: '%a %b %d %H:%M:%S %Y', x: '%m/%d/%y', X: '%H:%M:%S' };
const WEEKDAYS_ABBR = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS_ABBR = ['', 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTHS = ['', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const REGEX_CHARS = /([\\.^$*+?(){}[\]|])/g;
const WHITESPACE_RUN = new RegExp(`[${py_whitespace_js_1.PY_WHITESPACE_CLASS}]+`, 'gu');
function formatPattern(format) {
    let rest = format.replace(REGEX_CHARS, '\\$1').replace(WHITESPACE_RUN, '\\s+');
    let out = '';
    for (let at = rest.indexOf('%'); at >= 0; at = rest.indexOf('%')) {
        const directive = rest[at + 1];
        if (directive === undefined)
            throw new check_error_js_1.CheckError('value', `stray % in format ${(0, py_str_js_1.pyStrRepr)(format)}`);
        const replacement = Object.hasOwn(LOCALE_FORMATS, directive) ? formatPattern(LOCALE_FORMATS[directive]) : Object.hasOwn(DIRECTIVES, directive) ? DIRECTIVES[directive] : undefined;
        if (replacement === undefined) {
            throw new check_error_js_1.CheckError('value', `'${directive === '\\' ? '%' : directive}' is a bad directive in format ${(0, py_str_js_1.pyStrRepr)(format)}`);
        }
        out += rest.slice(0, at) + replacement;
        rest = rest.slice(at + 2);
    }
    return out + rest;
}
function int(text) {
    const digits = text.trim();
    if (!/^\p{Nd}+$/u.test(digits))
        throw new check_error_js_1.CheckError('value', `invalid literal for int() with base 10: ${(0, py_str_js_1.pyStrRepr)(text)}`);
    let value = 0;
    for (const c of digits)
        value = value * 10 + (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : unicodeDigit(c));
    return value;
}
function unicodeDigit(d) {
    const cp = d.codePointAt(0);
    let k = 0;
    while (k < 100 && /\p{Nd}/u.test(String.fromCodePoint(cp - k - 1)))
        k++;
    return k % 10;
}
function indexOrFail(list, value) {
    const index = list.indexOf(value.toLowerCase());
    if (index < 0)
        throw new check_error_js_1.CheckError('value', `${(0, py_str_js_1.pyStrRepr)(value.toLowerCase())} is not in list`);
    return index;
}
function julianFromWeek(year, weekOfYear, dayOfWeek, weekStartsMonday) {
    let firstWeekday = (0, py_datetime_js_1.weekday)(year, 1, 1);
    if (!weekStartsMonday) {
        firstWeekday = (firstWeekday + 1) % 7;
        dayOfWeek = (dayOfWeek + 1) % 7;
    }
    const week0Length = (7 - firstWeekday) % 7;
    if (weekOfYear === 0)
        return 1 + dayOfWeek - firstWeekday;
    return 1 + week0Length + 7 * (weekOfYear - 1) + dayOfWeek;
}
function julianFromIsoWeek(isoYear, isoWeek, isoWeekday) {
    const correction = (0, py_datetime_js_1.weekday)(isoYear, 1, 4) + 1 + 3;
    let ordinal = isoWeek * 7 + isoWeekday - correction;
    if (ordinal < 1) {
        ordinal += (0, py_datetime_js_1.toOrdinal)(isoYear, 1, 1);
        isoYear -= 1;
        ordinal -= (0, py_datetime_js_1.toOrdinal)(isoYear, 1, 1);
    }
    return [isoYear, ordinal];
}
function pyStrptime(text, format) {
    const regex = (0, py_regex_js_1.compilePyRegex)(formatPattern(format), { ignoreCase: true });
    const match = regex.match(text);
    const found = new Map();
    for (const [name, index] of [...regex.groupIndex].sort((a, b) => a[1] - b[1])) {
        const value = match?.groups[index - 1];
        if (value !== undefined)
            found.set(name, value);
    }
    if (!match || found.get('z') === 'z')
        throw new check_error_js_1.CheckError('value', `time data ${(0, py_str_js_1.pyStrRepr)(text)} does not match format ${(0, py_str_js_1.pyStrRepr)(format)}`);
    if (match.end !== text.length)
        throw new check_error_js_1.CheckError('value', `unconverted data remains: ${text.slice(match.end)}`);
    return buildStrptime(found);
}
function buildStrptime(found) {
    let year = null;
    let isoYear = null;
    let month = 1;
    let day = 1;
    let hour = 0;
    let minute = 0;
    let second = 0;
    let fraction = 0;
    let gmtoff = null;
    let gmtoffFraction = 0;
    let weekOfYear = null;
    let weekStartsMonday = false;
    let isoWeek = null;
    let weekday = null;
    let julian = null;
    for (const [key, value] of found) {
        switch (key) {
            case 'y':
                year = int(value);
                year += year <= 68 ? 2000 : 1900;
                break;
            case 'Y':
                year = int(value);
                break;
            case 'G':
                isoYear = int(value);
                break;
            case 'm':
                month = int(value);
                break;
            case 'B':
                month = indexOrFail(MONTHS, value);
                break;
            case 'b':
                month = indexOrFail(MONTHS_ABBR, value);
                break;
            case 'd':
                day = int(value);
                break;
            case 'H':
                hour = int(value);
                break;
            case 'I': {
                hour = int(value);
                const ampm = (found.get('p') ?? '').toLowerCase();
                if ((ampm === '' || ampm === 'am') && hour === 12)
                    hour = 0;
                else if (ampm === 'pm' && hour !== 12)
                    hour += 12;
                break;
            }
            case 'M':
                minute = int(value);
                break;
            case 'S':
                second = int(value);
                break;
            case 'f':
                fraction = int(value.padEnd(6, '0'));
                break;
            case 'A':
                weekday = indexOrFail(WEEKDAYS, value);
                break;
            case 'a':
                weekday = indexOrFail(WEEKDAYS_ABBR, value);
                break;
            case 'w':
                weekday = (int(value) + 6) % 7;
                break;
            case 'u':
                weekday = int(value) - 1;
                break;
            case 'j':
                julian = int(value);
                break;
            case 'U':
            case 'W':
                weekOfYear = int(value);
                weekStartsMonday = key === 'W';
                break;
            case 'V':
                isoWeek = int(value);
                break;
            case 'z':
                ;
                [gmtoff, gmtoffFraction] = parseZ(value);
                break;
        }
    }
    if (year === null && isoYear !== null) {
        if (isoWeek === null || weekday === null) {
            throw new check_error_js_1.CheckError('value', "ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').");
        }
        if (julian !== null)
            throw new check_error_js_1.CheckError('value', "Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead.");
    }
    else if (weekOfYear === null && isoWeek !== null) {
        if (weekday === null) {
            throw new check_error_js_1.CheckError('value', "ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u').");
        }
        throw new check_error_js_1.CheckError('value', "ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.");
    }
    let leapYearFix = false;
    if (year === null && month === 2 && day === 29) {
        year = 1904;
        leapYearFix = true;
    }
    else if (year === null) {
        year = 1900;
    }
    if (year < 1 || year > 9999)
        throw new check_error_js_1.CheckError('value', `year ${year} is out of range`);
    if (julian === null && weekday !== null) {
        if (weekOfYear !== null)
            julian = julianFromWeek(year, weekOfYear, weekday, weekStartsMonday);
        else if (isoYear !== null && isoWeek !== null)
            [year, julian] = julianFromIsoWeek(isoYear, isoWeek, weekday + 1);
        if (julian !== null && julian <= 0) {
            year -= 1;
            julian += (0, py_datetime_js_1.isLeapYear)(year) ? 366 : 365;
        }
    }
    if (julian === null) {
        (0, py_datetime_js_1.pyDateTime)({ year, month, day });
    }
    else {
        if (year < 1 || year > 9999)
            throw new check_error_js_1.CheckError('value', `year ${year} is out of range`);
        ({ year, month, day } = (0, py_datetime_js_1.fromOrdinal)(julian - 1 + (0, py_datetime_js_1.toOrdinal)(year, 1, 1)));
    }
    if (leapYearFix)
        year = 1900;
    const offsetMinutes = gmtoff === null ? null : (gmtoff + gmtoffFraction / 1e6) / 60;
    return (0, py_datetime_js_1.pyDateTime)({ year, month, day, hour, minute, second, microsecond: fraction, offsetMinutes });
}
function parseZ(text) {
    if (text === 'Z')
        return [0, 0];
    let z = text;
    if (z[3] === ':') {
        z = z.slice(0, 3) + z.slice(4);
        if (z.length > 5) {
            if (z[5] !== ':')
                throw new check_error_js_1.CheckError('value', `Inconsistent use of : in ${text}`);
            z = z.slice(0, 5) + z.slice(6);
        }
    }
    let seconds = int(z.slice(1, 3)) * 3600 + int(z.slice(3, 5)) * 60 + (z.slice(5, 7) ? int(z.slice(5, 7)) : 0);
    const remainder = z.slice(8);
    let micro = remainder ? int(remainder.padEnd(6, '0')) : 0;
    if (z.startsWith('-')) {
        seconds = -seconds;
        micro = -micro;
    }
    return [seconds, micro];
}
