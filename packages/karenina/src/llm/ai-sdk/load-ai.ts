import { ConfigError } from '../../errors/config-error.js'

/** The `ai` package, loaded on first use: it is an optional peer, needed only by `ai_sdk` models. */
export type AiModule = typeof import('ai')

let loaded: Promise<AiModule> | undefined

/** Loads `ai`; a missing package is a ConfigError naming it and what to install. */
export function loadAi(): Promise<AiModule> {
  loaded ??= import('ai').catch((error: unknown): never => {
    loaded = undefined
    throw new ConfigError('interface', 'an AI SDK model needs the optional peer dependency "ai", which is not installed (npm install ai)', { cause: error })
  })
  return loaded
}
