import { createHash } from '../../utils/lazy-node.js'
import { pyJsonDumps } from '../../compat/py-json.js'
import { pySplitWhitespace } from '../../compat/py-whitespace.js'

/** A message content with every run of Python whitespace collapsed to one space and the ends trimmed. */
export function normalizeFixtureContent(content: string): string {
  return pySplitWhitespace(content).join(' ')
}

/**
 * The name (without `.json`) of a recorded LLM fixture: SHA-256 hex of Python `json.dumps` (default
 * separators, ASCII escaping) of the request's whitespace-normalized message contents, in order.
 */
export function fixturePromptHash(messages: readonly string[]): string {
  const json = pyJsonDumps(messages.map(normalizeFixtureContent))
  return createHash('sha256').update(json, 'utf8').digest('hex')
}
