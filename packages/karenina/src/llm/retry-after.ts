/**
 * The wait a server asked for, in ms: `retry-after-ms` (OpenAI/Anthropic extension) first, then
 * `retry-after` as seconds or an HTTP date. `undefined` when absent, unparseable or negative.
 */
export function retryAfterMs(headers: Headers | undefined | null, now: number = Date.now()): number | undefined {
  if (!headers) return undefined
  const ms = headers.get('retry-after-ms')
  if (ms !== null && ms.trim() !== '') {
    const value = Number.parseFloat(ms)
    if (Number.isFinite(value) && value >= 0) return value
  }
  const after = headers.get('retry-after')
  if (after === null || after.trim() === '') return undefined
  const seconds = Number(after.trim())
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined
  const date = Date.parse(after)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
