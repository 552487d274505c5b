import { KareninaError } from './karenina-error.js'

/** A replayed call with no recorded entry: names what was looked up (request key, question id) and where. */
export class ReplayMissError extends KareninaError {
  constructor(
    readonly key: string,
    readonly source: string,
    hint?: string,
  ) {
    super('KARENINA_REPLAY_MISS', `no recorded response for ${key} in ${source}${hint ? `; ${hint}` : ''}`)
  }
}
