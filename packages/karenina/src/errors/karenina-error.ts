/** Every error code karenina throws. Stable: users may switch on it. */
export type KareninaErrorCode =
  | 'KARENINA_VALIDATION'
  | 'KARENINA_CHECK_FAILED'
  | 'KARENINA_TEMPLATE_INVALID'
  | 'KARENINA_CONFIG_INVALID'
  | 'KARENINA_CHECKPOINT_INVALID'
  | 'KARENINA_STAGE_GRAPH'
  | 'KARENINA_PROVIDER'
  | 'KARENINA_PARSE_FAILURE'
  | 'KARENINA_REPLAY_MISS'
  | 'KARENINA_REPLAY_PERSISTENCE'
  | 'KARENINA_REPLAY_HYDRATION'
  | 'KARENINA_BATCH_INCOMPLETE'
  | 'KARENINA_OUTPUT_REFUSED'

const MARKER = Symbol.for('karenina.error')

/** Base class of all errors karenina throws on misuse (bad template, config, checkpoint, stage graph). */
export class KareninaError extends Error {
  readonly [MARKER] = true

  constructor(
    readonly code: KareninaErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = new.target.name
  }

  /** True for any karenina error, also across duplicated copies of the package. */
  static isInstance(error: unknown): error is KareninaError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[MARKER] === true
  }
}

/** Renders a path the way zod does: `a.b[2].c`. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else out += out === '' ? part : `.${part}`
  }
  return out === '' ? '(root)' : out
}
