import { ValidationError } from '../errors/validation-error.js'

/**
 * The identity a stored display string names (`interface:model_name (config_id) +[tool, …]`, spec 04 §2.1): who
 * answered, as a label of re-graded results. Nothing is resolved or called from it.
 */
export function identityOfDisplay(display: string, where: (string | number)[], source: string): { interface: string; model_name: string; config_id: string | null; tools: string[] } {
  const match = /^([^:\s]+):(.+?)(?: \(([^)]+)\))?(?: \+\[(.*)\])?$/.exec(display)
  if (!match) throw new ValidationError(where, `${JSON.stringify(display)} is not an answering model (expected interface:model_name, e.g. "openai:gpt-4.1-mini")`, source)
  return { interface: match[1]!, model_name: match[2]!, config_id: match[3] ?? null, tools: match[4] ? match[4].split(', ') : [] }
}
