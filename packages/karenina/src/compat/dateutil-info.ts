// python-dateutil 2.9's default `parserinfo` (English names, dayfirst=False, yearfirst=False) and the parse
// result record shared by the parser modules.

function table(groups: readonly (readonly string[])[]): Map<string, number> {
  const map = new Map<string, number>()
  groups.forEach((names, index) => names.forEach((name) => map.set(name.toLowerCase(), index)))
  return map
}

const JUMP = new Set([' ', '.', ',', ';', '-', '/', "'", 'at', 'on', 'and', 'ad', 'm', 't', 'of', 'st', 'nd', 'rd', 'th'])
const WEEKDAYS = table([
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
])
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
])
const HMS = table([
  ['h', 'hour', 'hours'],
  ['m', 'minute', 'minutes'],
  ['s', 'second', 'seconds'],
])
const AMPM = table([
  ['am', 'a'],
  ['pm', 'p'],
])
/** `parserinfo.UTCZONE`, case-sensitive where dateutil compares the raw list. */
export const UTC_ZONES = ['UTC', 'GMT', 'Z', 'z']
const UTC_ZONES_LOWER = new Set(['utc', 'gmt', 'z'])

const lower = (name: string | undefined): string => (name ?? '').toLowerCase()

/** The lookups of dateutil's default `parserinfo`. */
export const info = {
  jump: (name: string | undefined): boolean => JUMP.has(lower(name)),
  weekday: (name: string | undefined): number | undefined => WEEKDAYS.get(lower(name)),
  /** Month number 1–12. */
  month: (name: string | undefined): number | undefined => {
    const index = MONTHS.get(lower(name))
    return index === undefined ? undefined : index + 1
  },
  /** 0 hours, 1 minutes, 2 seconds. */
  hms: (name: string | undefined): number | undefined => HMS.get(lower(name)),
  /** 0 am, 1 pm. */
  ampm: (name: string | undefined): number | undefined => AMPM.get(lower(name)),
  pertain: (name: string | undefined): boolean => lower(name) === 'of',
  utczone: (name: string | undefined): boolean => UTC_ZONES_LOWER.has(lower(name)),
  /** `parserinfo.tzoffset`: dateutil looks the raw name up among lowercase keys, so only "z" gives 0. */
  tzoffset: (name: string): number | null => (UTC_ZONES_LOWER.has(name) ? 0 : null),
}

/** dateutil's `_result`. */
export interface DateParseResult {
  year: number | null
  month: number | null
  day: number | null
  weekday: number | null
  hour: number | null
  minute: number | null
  second: number | null
  microsecond: number | null
  tzname: string | null
  /** Offset in seconds. */
  tzoffset: number | null
  ampm: number | null
  centurySpecified: boolean
}

/** A `_result` with every slot unset. */
export function emptyResult(): DateParseResult {
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
  }
}
