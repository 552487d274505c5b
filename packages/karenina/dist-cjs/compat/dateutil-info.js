"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.info = exports.UTC_ZONES = void 0;
exports.emptyResult = emptyResult;
function table(groups) {
    const map = new Map();
    groups.forEach((names, index) => names.forEach((name) => map.set(name.toLowerCase(), index)));
    return map;
}
const JUMP = new Set([' ', '.', ',', ';', '-', '/', "'", 'at', 'on', 'and', 'ad', 'm', 't', 'of', 'st', 'nd', 'rd', 'th']);
const WEEKDAYS = table([
    ['Mon', 'Monday'],
    ['Tue', 'Tuesday'],
    ['Wed', 'Wednesday'],
    ['Thu', 'Thursday'],
    ['Fri', 'Friday'],
    ['Sat', 'Saturday'],
    ['Sun', 'Sunday'],
]);
const MONTHS = table([
    ['Jan', 'January'],
    ['Feb', 'February'],
    ['Mar', 'March'],
    ['Apr', 'April'],
    ['May', 'May'],
    ['Jun', 'June'],
    ['Jul', 'July'],
    ['Aug', 'August'],
    ['Sep', 'Sept', 'September'],
    ['Oct', 'October'],
    ['Nov', 'November'],
    ['Dec', 'December'],
]);
const HMS = table([
    ['h', 'hour', 'hours'],
    ['m', 'minute', 'minutes'],
    ['s', 'second', 'seconds'],
]);
const AMPM = table([
    ['am', 'a'],
    ['pm', 'p'],
]);
exports.UTC_ZONES = ['UTC', 'GMT', 'Z', 'z'];
const UTC_ZONES_LOWER = new Set(['utc', 'gmt', 'z']);
const lower = (name) => (name ?? '').toLowerCase();
exports.info = {
    jump: (name) => JUMP.has(lower(name)),
    weekday: (name) => WEEKDAYS.get(lower(name)),
    month: (name) => {
        const index = MONTHS.get(lower(name));
        return index === undefined ? undefined : index + 1;
    },
    hms: (name) => HMS.get(lower(name)),
    ampm: (name) => AMPM.get(lower(name)),
    pertain: (name) => lower(name) === 'of',
    utczone: (name) => UTC_ZONES_LOWER.has(lower(name)),
    tzoffset: (name) => (UTC_ZONES_LOWER.has(name) ? 0 : null),
};
function emptyResult() {
    return {
        year: null,
        month: null,
        day: null,
        weekday: null,
        hour: null,
        minute: null,
        second: null,
        microsecond: null,
        tzname: null,
        tzoffset: null,
        ampm: null,
        centurySpecified: false,
    };
}
