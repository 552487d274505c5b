import { InvalidArgumentError } from 'commander'

/** Commander parser of a whole number ≥ `min`. */
export function integerOption(min: number): (value: string) => number {
  return (value) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected a whole number ≥ ${min}, received "${value}"`)
    return n
  }
}

/** Commander parser of a positive number of seconds. */
export function secondsOption(value: string): number {
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError(`expected a number of seconds > 0, received "${value}"`)
  return n
}

/** Commander parser of an amount of US dollars > 0 (`--max-cost 2.50`, `$2.50` also accepted). */
export function usdOption(value: string): number {
  const text = value.trim().replace(/^\$/, '')
  const n = Number(text)
  if (text === '' || !Number.isFinite(n) || n <= 0) throw new InvalidArgumentError(`expected an amount of US dollars > 0 (2.50), received "${value}"`)
  return n
}

/** Commander parser of a number of seconds ≥ 0 (0 turns the feature off). */
export function secondsOrZeroOption(value: string): number {
  const n = Number(value)
  if (!Number.isFinite(n) || n < 0 || value.trim() === '') throw new InvalidArgumentError(`expected a number of seconds ≥ 0, received "${value}"`)
  return n
}

/** Commander parser of a pass rate: a fraction (`0.8`) or a percentage (`80%`). */
export function passRateOption(value: string): number {
  const text = value.trim()
  const percent = text.endsWith('%')
  const n = Number(percent ? text.slice(0, -1) : text)
  const rate = percent ? n / 100 : n
  if (text === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new InvalidArgumentError(`expected a fraction between 0 and 1 (0.8) or a percentage (80%), received "${value}"`)
  }
  return rate
}

/** Commander collector of a repeatable, comma-separated list option (`--questions a,b --questions c`). */
export function listOption(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), ...value.split(',').map((s) => s.trim()).filter(Boolean)]
}
