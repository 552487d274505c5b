import { KareninaError } from './karenina-error.js'

/** An invalid configuration value: names the key, the expectation and (in the message) what was received. */
export class ConfigError extends KareninaError {
  constructor(
    readonly key: string,
    problem: string,
    options?: { cause?: unknown },
  ) {
    super('KARENINA_CONFIG_INVALID', `${key}: ${problem}`, options)
  }
}
