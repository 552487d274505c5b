import { parsePyJson } from '../../../src/compat/parse-py-json.js'
import { pyJsonDumps } from '../../../src/compat/py-json.js'
import { encodeTrait } from '../../../src/benchmark/checkpoint/rating-encode.js'
import type { AnyRubricTrait, TraitType } from '../../../src/rubric/rubric.js'
import { agenticTraitFromJSON } from '../../../src/rubric/traits/agentic-trait.js'
import { llmTraitFromJSON } from '../../../src/rubric/traits/llm-trait.js'
import { capture, type AreaAdapter } from '../area.js'

const FROM_JSON: Partial<Record<TraitType, (raw: unknown) => AnyRubricTrait>> = { llm: llmTraitFromJSON, agentic: agenticTraitFromJSON }

/**
 * A rubric trait saved in a checkpoint (spec 05 §6.3): `{trait_type, trait (Karenina's dict), scope}` → the
 * `Rating` as Karenina's `convert_rubric_trait_to_rating` writes it (deep-judgment properties kept), and
 * `python_reads`: the bounds Karenina's loader takes back from it (a `min_score` / `max_score` property, else
 * its defaults 1 / 5, whatever the rating range says).
 */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      const type = input.trait_type as TraitType
      const fromJson = FROM_JSON[type]
      if (!fromJson) throw new Error(`trait_type ${String(type)} is not covered by this area`)
      const scope = input.scope === 'question' ? 'question' : 'global'
      // Through Python-style JSON, as the file holds it (floats stay floats).
      const rating = parsePyJson(pyJsonDumps(encodeTrait(fromJson(input.trait), type, scope, { keepDeepJudgment: true }))) as Record<string, unknown>
      const props = (rating['additionalProperty'] ?? []) as { name: string; value?: unknown }[]
      const bound = (name: string, fallback: number) => props.find((p) => p.name === name)?.value ?? fallback
      return { rating, python_reads: { min_score: bound('min_score', 1), max_score: bound('max_score', 5) } }
    })
  },
}

export default adapter
