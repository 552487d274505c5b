import fc, { type Arbitrary } from 'fast-check'

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const DAY_MS = 86_400_000
const UNIT_MS = { days: DAY_MS, hours: 3_600_000, minutes: 60_000 } as const
// Years every date primitive reads the same way (dateutil needs four-digit years here).
const MIN_MS = Date.UTC(1000, 0, 1)
const MAX_MS = Date.UTC(9998, 11, 31)

/** A naive ISO date or date-time (`2020-03-05`, `2020-03-05T08:30[:00]`) as milliseconds on a UTC clock, else undefined. */
function parseIsoNaive(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined
  const m = ISO.exec(text)
  if (m === null) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as number[]
  const ms = Date.UTC(year!, month! - 1, day!, hour, minute, second)
  const back = new Date(ms)
  // Reject impossible dates (2023-02-29) instead of letting Date roll them over.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day) return undefined
  return ms
}

const NOT_ISO = 'the ground truth is not a naive ISO date (YYYY-MM-DD[THH:MM[:SS]])'

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DDTHH:MM:SS` on the UTC clock (every year in range has four digits). */
const isoDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19)

/** The calendar day of `ms` written in the formats dateutil reads without ambiguity, with or without a time of day. */
function calendarDayFormats(ms: number): Arbitrary<string> {
  const iso = isoDateTime(ms).slice(0, 10)
  const [y, mm, dd] = iso.split('-') as [string, string, string]
  const month = MONTHS[Number(mm) - 1]!
  const day = Number(dd)
  const formats = [
    iso,
    `${y}/${mm}/${dd}`,
    `${mm}/${dd}/${y}`,
    `${y}${mm}${dd}`,
    `${month} ${day}, ${y}`,
    `${month.slice(0, 3)} ${day} ${y}`,
    `${day} ${month} ${y}`,
    `${day} ${month.slice(0, 3)} ${y}`,
  ]
  const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, min]) => `${pad(h)}:${pad(min)}`)
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...formats) },
    { weight: 1, arbitrary: fc.tuple(time, fc.constantFrom('T', ' ')).map(([t, sep]) => `${iso}${sep}${t}:00`) },
  )
}

/**
 * DateMatch without a format: the same calendar day in other formats and at other times; rejected, another calendar day
 * (1 to 400 days away). The date generators give the reason instead when there are none.
 */
export function dateMatchVariants(gt: unknown, accepted: boolean): Arbitrary<string> | string {
  const ms = parseIsoNaive(gt)
  if (ms === undefined) return NOT_ISO
  if (accepted) return calendarDayFormats(ms)
  const day = Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), new Date(ms).getUTCDate())
  return fc
    .tuple(fc.integer({ min: 1, max: 400 }), fc.boolean())
    .map(([days, later]) => day + (later ? days : -days) * DAY_MS)
    .filter((t) => t >= MIN_MS && t <= MAX_MS)
    .chain(calendarDayFormats)
}

/** DateTolerance: date-times within `tolerance` units of the ground truth (ISO, seconds precision). */
export function dateToleranceVariants(gt: unknown, tolerance: number, unit: keyof typeof UNIT_MS, accepted: boolean): Arbitrary<string> | string {
  const ms = parseIsoNaive(gt)
  if (ms === undefined) return NOT_ISO
  if (tolerance < 0) return `the tolerance ${tolerance} is negative`
  const limit = tolerance * UNIT_MS[unit]
  const offset = accepted
    ? fc.integer({ min: -limit / 1000, max: limit / 1000 }).map((s) => s * 1000)
    : fc.tuple(fc.integer({ min: 1, max: Math.max(60, limit / 1000) }), fc.boolean()).map(([s, later]) => (later ? 1 : -1) * (limit + s * 1000))
  return offset.map((o) => ms + o).filter((t) => t >= MIN_MS && t <= MAX_MS).map(isoDateTime)
}

/** DateRange: date-times inside (or just outside) `[min, max]`. */
export function dateRangeVariants(min: string | null, max: string | null, accepted: boolean): Arbitrary<string> | string {
  const lo = min === null ? undefined : parseIsoNaive(min)
  const hi = max === null ? undefined : parseIsoNaive(max)
  if ((min !== null && lo === undefined) || (max !== null && hi === undefined)) return 'the bounds are not naive ISO dates'
  const seconds = (from: number, to: number) => fc.integer({ min: Math.ceil(from / 1000), max: Math.floor(to / 1000) }).map((s) => isoDateTime(s * 1000))
  if (accepted) {
    const from = lo ?? Math.max(MIN_MS, (hi ?? Date.UTC(2020, 0, 1)) - 3650 * DAY_MS)
    const to = hi ?? Math.min(MAX_MS, (lo ?? Date.UTC(2020, 0, 1)) + 3650 * DAY_MS)
    return from <= to ? seconds(from, to) : 'the range is empty (min is after max)'
  }
  const sides: Arbitrary<string>[] = []
  if (lo !== undefined && lo - 1000 >= MIN_MS) sides.push(seconds(Math.max(MIN_MS, lo - 400 * DAY_MS), lo - 1000))
  if (hi !== undefined && hi + 1000 <= MAX_MS) sides.push(seconds(hi + 1000, Math.min(MAX_MS, hi + 400 * DAY_MS)))
  return sides.length === 0 ? 'there is no bound to miss' : fc.oneof(...sides)
}
