"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseIsoNaive = parseIsoNaive;
exports.dateMatchAccepted = dateMatchAccepted;
exports.dateMatchRejected = dateMatchRejected;
exports.dateToleranceVariants = dateToleranceVariants;
exports.dateRangeVariants = dateRangeVariants;
const fast_check_1 = __importDefault(require("fast-check"));
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;
const UNIT_MS = { days: DAY_MS, hours: 3_600_000, minutes: 60_000 };
const MIN_MS = Date.UTC(1000, 0, 1);
const MAX_MS = Date.UTC(9998, 11, 31);
function parseIsoNaive(text) {
    if (typeof text !== 'string')
        return undefined;
    const m = ISO.exec(text);
    if (m === null)
        return undefined;
    const [year, month, day, hour, minute, second] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
    const ms = Date.UTC(year, month - 1, day, hour, minute, second);
    const back = new Date(ms);
    if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
        return undefined;
    return ms;
}
const pad = (n, width = 2) => String(n).padStart(width, '0');
function isoDateTime(ms) {
    const d = new Date(ms);
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
function calendarDayFormats(ms) {
    const d = new Date(ms);
    const [y, m, day] = [pad(d.getUTCFullYear(), 4), d.getUTCMonth(), d.getUTCDate()];
    const month = MONTHS[m];
    const iso = `${y}-${pad(m + 1)}-${pad(day)}`;
    const formats = [
        iso,
        `${y}/${pad(m + 1)}/${pad(day)}`,
        `${pad(m + 1)}/${pad(day)}/${y}`,
        `${y}${pad(m + 1)}${pad(day)}`,
        `${month} ${day}, ${y}`,
        `${month.slice(0, 3)} ${day} ${y}`,
        `${day} ${month} ${y}`,
        `${day} ${month.slice(0, 3)} ${y}`,
    ];
    const time = fast_check_1.default.tuple(fast_check_1.default.integer({ min: 0, max: 23 }), fast_check_1.default.integer({ min: 0, max: 59 })).map(([h, min]) => `${pad(h)}:${pad(min)}`);
    return fast_check_1.default.oneof({ weight: 3, arbitrary: fast_check_1.default.constantFrom(...formats) }, { weight: 1, arbitrary: fast_check_1.default.tuple(time, fast_check_1.default.constantFrom('T', ' ')).map(([t, sep]) => `${iso}${sep}${t}:00`) });
}
function dateMatchAccepted(gt) {
    const ms = parseIsoNaive(gt);
    return ms === undefined ? undefined : calendarDayFormats(ms);
}
function dateMatchRejected(gt) {
    const ms = parseIsoNaive(gt);
    if (ms === undefined)
        return undefined;
    const day = Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), new Date(ms).getUTCDate());
    return fast_check_1.default
        .tuple(fast_check_1.default.integer({ min: 1, max: 400 }), fast_check_1.default.boolean())
        .map(([days, later]) => day + (later ? days : -days) * DAY_MS)
        .filter((t) => t >= MIN_MS && t <= MAX_MS)
        .chain(calendarDayFormats);
}
function dateToleranceVariants(gt, tolerance, unit, accepted) {
    const ms = parseIsoNaive(gt);
    if (ms === undefined || tolerance < 0)
        return undefined;
    const limit = tolerance * UNIT_MS[unit];
    const offset = accepted
        ? fast_check_1.default.integer({ min: -limit / 1000, max: limit / 1000 }).map((s) => s * 1000)
        : fast_check_1.default.tuple(fast_check_1.default.integer({ min: 1, max: Math.max(60, limit / 1000) }), fast_check_1.default.boolean()).map(([s, later]) => (later ? 1 : -1) * (limit + s * 1000));
    return offset.map((o) => ms + o).filter((t) => t >= MIN_MS && t <= MAX_MS).map(isoDateTime);
}
function dateRangeVariants(min, max, accepted) {
    const lo = min === null ? undefined : parseIsoNaive(min);
    const hi = max === null ? undefined : parseIsoNaive(max);
    if ((min !== null && lo === undefined) || (max !== null && hi === undefined))
        return undefined;
    const seconds = (from, to) => fast_check_1.default.integer({ min: Math.ceil(from / 1000), max: Math.floor(to / 1000) }).map((s) => isoDateTime(s * 1000));
    if (accepted) {
        const from = lo ?? Math.max(MIN_MS, (hi ?? Date.UTC(2020, 0, 1)) - 3650 * DAY_MS);
        const to = hi ?? Math.min(MAX_MS, (lo ?? Date.UTC(2020, 0, 1)) + 3650 * DAY_MS);
        return from <= to ? seconds(from, to) : undefined;
    }
    const sides = [];
    if (lo !== undefined && lo - 1000 >= MIN_MS)
        sides.push(seconds(Math.max(MIN_MS, lo - 400 * DAY_MS), lo - 1000));
    if (hi !== undefined && hi + 1000 <= MAX_MS)
        sides.push(seconds(hi + 1000, Math.min(MAX_MS, hi + 400 * DAY_MS)));
    return sides.length === 0 ? undefined : fast_check_1.default.oneof(...sides);
}
