import type { Endpoint, NormalizedRequest, Provider } from './normalized-request.js'
import type { ReplyInput } from './reply.js'

/** Which requests a rule answers. Every given condition must hold; `{}` matches every chat request. */
export interface RuleMatcher {
  provider?: Provider
  /**
   * @default 'embeddings' for an embedding reply, 'any' for a raw reply, 'chat' otherwise
   */
  endpoint?: Endpoint | 'any'
  /** Exact model name, or a pattern. */
  model?: string | RegExp
  /**
   * On the last user message (embeddings: the inputs): a string it must contain, a pattern it must
   * match, or a predicate on the whole request.
   */
  match?: string | RegExp | ((request: NormalizedRequest) => boolean)
  /**
   * How many requests the rule answers before it stops matching.
   * @default unlimited
   */
  times?: number
  /**
   * Latency before answering, in ms.
   * @default the server's `defaultDelayMs`
   */
  delayMs?: number
}

/** A live rule: how often it fired, and a way to take it out. */
export interface RuleHandle {
  /** Requests this rule has answered. */
  readonly calls: number
  /** True once `times` is used up or the rule was removed. */
  readonly done: boolean
  remove(): void
}

/** A rule in the server's ordered list. */
export class ScriptedRule implements RuleHandle {
  calls = 0
  private removed = false
  private readonly endpoint: Endpoint | 'any'

  constructor(readonly matcher: RuleMatcher, readonly reply: ReplyInput) {
    if (matcher.times !== undefined && !(Number.isInteger(matcher.times) && matcher.times > 0)) {
      throw new RangeError(`@karenina/testing: rule 'times' must be a positive integer, got ${String(matcher.times)}`)
    }
    if (matcher.delayMs !== undefined && !(matcher.delayMs >= 0)) {
      throw new RangeError(`@karenina/testing: rule 'delayMs' must be >= 0, got ${String(matcher.delayMs)}`)
    }
    const kind = typeof reply === 'object' ? reply.kind : undefined
    this.endpoint = matcher.endpoint ?? (kind === 'embedding' ? 'embeddings' : kind === 'raw' ? 'any' : 'chat')
  }

  get done(): boolean {
    return this.removed || (this.matcher.times !== undefined && this.calls >= this.matcher.times)
  }

  remove(): void {
    this.removed = true
  }

  /** True when the rule still has uses left and every condition holds for the request. */
  matches(request: NormalizedRequest): boolean {
    if (this.done) return false
    const { provider, model, match } = this.matcher
    if (this.endpoint !== 'any' && this.endpoint !== request.endpoint) return false
    if (provider !== undefined && provider !== request.provider) return false
    if (model !== undefined && !testText(model, request.model, true)) return false
    if (match === undefined) return true
    return typeof match === 'function' ? match(request) : testText(match, request.lastUserText, false)
  }
}

function testText(pattern: string | RegExp, text: string, exact: boolean): boolean {
  if (typeof pattern === 'string') return exact ? text === pattern : text.includes(pattern)
  // A global or sticky pattern keeps state between test() calls; start fresh every time.
  pattern.lastIndex = 0
  return pattern.test(text)
}
