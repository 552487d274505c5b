"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isLeapYear = isLeapYear;
exports.daysInMonth = daysInMonth;
exports.pyDateTime = pyDateTime;
exports.toOrdinal = toOrdinal;
exports.weekday = weekday;
exports.fromOrdinal = fromOrdinal;
exports.subtractDateTimes = subtractDateTimes;
exports.compareDateTimes = compareDateTimes;
exports.sameDate = sameDate;
const check_error_js_1 = require("../errors/check-error.js");
const MICROS_PER_DAY = 86400000000n;
function isLeapYear(year) {
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
function daysInMonth(year, month) {
    return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}
function checkRange(name, value, min, max, message) {
    if (!Number.isInteger(value) || value < min || value > max) {
        throw new check_error_js_1.CheckError('value', message ?? `${name} must be in ${min}..${max}`);
    }
}
function pyDateTime(fields) {
    const value = { hour: 0, minute: 0, second: 0, microsecond: 0, offsetMinutes: null, ...fields };
    checkRange('year', value.year, 1, 9999, `year ${value.year} is out of range`);
    checkRange('month', value.month, 1, 12);
    checkRange('day', value.day, 1, daysInMonth(value.year, value.month), 'day is out of range for month');
    checkRange('hour', value.hour, 0, 23);
    checkRange('minute', value.minute, 0, 59);
    checkRange('second', value.second, 0, 59);
    checkRange('microsecond', value.microsecond, 0, 999_999);
    if (value.offsetMinutes !== null && !(Math.abs(value.offsetMinutes) < 24 * 60)) {
        throw new check_error_js_1.CheckError('value', 'offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24)');
    }
    return value;
}
function toOrdinal(year, month, day) {
    const y = year - 1;
    let days = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
    for (let m = 1; m < month; m++)
        days += daysInMonth(year, m);
    return days + day;
}
function weekday(year, month, day) {
    return (toOrdinal(year, month, day) + 6) % 7;
}
function fromOrdinal(ordinal) {
    let year = Math.max(1, Math.floor(ordinal / 365.2425));
    while (toOrdinal(year + 1, 1, 1) <= ordinal)
        year++;
    while (toOrdinal(year, 1, 1) > ordinal)
        year--;
    let month = 1;
    while (month < 12 && toOrdinal(year, month + 1, 1) <= ordinal)
        month++;
    return { year, month, day: ordinal - toOrdinal(year, month, 1) + 1 };
}
function timeline(value, asInstant) {
    const seconds = value.hour * 3600 + value.minute * 60 + value.second;
    let micros = BigInt(toOrdinal(value.year, value.month, value.day)) * MICROS_PER_DAY + BigInt(seconds) * 1000000n + BigInt(value.microsecond);
    if (asInstant && value.offsetMinutes !== null)
        micros -= BigInt(Math.round(value.offsetMinutes * 60_000_000));
    return micros;
}
function bothKinds(a, b, verb) {
    for (const value of [a, b]) {
        if (value.offsetMinutes !== null && !(Math.abs(value.offsetMinutes) < 24 * 60)) {
            throw new check_error_js_1.CheckError('value', 'offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24)');
        }
    }
    const aware = a.offsetMinutes !== null;
    if (aware !== (b.offsetMinutes !== null))
        throw new check_error_js_1.CheckError('type', `can't ${verb} offset-naive and offset-aware datetimes`);
    return aware;
}
function subtractDateTimes(a, b) {
    const aware = bothKinds(a, b, 'subtract');
    return timeline(a, aware) - timeline(b, aware);
}
function compareDateTimes(a, b) {
    const aware = bothKinds(a, b, 'compare');
    const d = timeline(a, aware) - timeline(b, aware);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
}
function sameDate(a, b) {
    return a.year === b.year && a.month === b.month && a.day === b.day;
}
