import { z } from 'zod'
import { laxBool, laxInt, laxLiteral, laxStr } from '../../compat/pydantic-lax.js'
import { INTERFACES, type InterfaceName } from '../../config/interfaces.js'
import { ModelConfigSchema } from '../../config/model-config.js'
import type { CamelCaseKeys } from '../../primitives/define-primitive.js'
import { TraitClassesSchema, TraitKindSchema, withKindDefaults } from './llm-trait.js'
import { parseTrait, traitFromOptions } from './parse-trait.js'
import { isTemplateKind } from './template-kind.js'

const positiveInt = laxInt.pipe(z.number().gt(0, 'must be greater than 0'))

/**
 * Karenina's `AgenticRubricTrait` (spec 03 §2.5): a trait an agent investigates (trace and/or workspace)
 * before scoring. Held and serialized here; evaluated by the AgenticRubricEvaluation stage (spec 02 §9.4).
 * `description` is required; `higher_is_better` is injected as `true` for scalar kinds and must be null for
 * template kinds; literal traits get `min_score = 0` / `max_score = classes − 1`.
 */
export const AgenticRubricTraitSchema = z
  .strictObject({
    name: laxStr.pipe(z.string().min(1, 'must not be empty')),
    description: laxStr.pipe(z.string().min(1, 'must not be empty')),
    summary: laxStr.nullable().default(null),
    kind: TraitKindSchema,
    higher_is_better: laxBool.nullish(),
    min_score: laxInt.nullable().default(1),
    max_score: laxInt.nullable().default(5),
    classes: TraitClassesSchema,
    context_mode: laxLiteral(['workspace_only', 'trace_and_workspace', 'trace_only']).default('trace_and_workspace'),
    /** Write the trace to a workspace file instead of the prompt. */
    materialize_trace: laxBool.default(false),
    /** Keep the materialized trace file after evaluation. */
    persist_trace: laxBool.default(false),
    max_turns: positiveInt.default(15),
    timeout_seconds: positiveInt.default(120),
    /** A model for this trait's agent; its interface must be of the `deep_agent` tier. */
    model_override: ModelConfigSchema.nullable().default(null),
  })
  .superRefine((trait, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (isTemplateKind(trait.kind) && trait.higher_is_better !== null && trait.higher_is_better !== undefined)
      issue('higher_is_better', 'must be null for a template kind')
    if (trait.materialize_trace && trait.context_mode === 'workspace_only')
      issue('materialize_trace', "materialize_trace needs a trace, but context_mode='workspace_only' excludes it (use 'trace_only' or 'trace_and_workspace')")
    if (trait.kind === 'literal' && (trait.classes === null || Object.keys(trait.classes).length === 0))
      issue('classes', 'classes field is required for literal kind')
    const override = trait.model_override
    if (override !== null && INTERFACES[override.interface as InterfaceName].agentTier !== 'deep_agent')
      issue('model_override', `interface '${override.interface}' does not support agent creation (use a deep_agent interface such as 'claude_agent_sdk')`)
  })
  .transform(withKindDefaults)

export type AgenticRubricTraitInput = z.input<typeof AgenticRubricTraitSchema>
export type AgenticRubricTrait = z.output<typeof AgenticRubricTraitSchema>

/**
 * Builds an agentic trait from camelCase options; throws a ValidationError naming the field.
 * @example
 * agenticTrait({ name: 'tests pass', kind: 'boolean', description: 'Do the tests in the workspace pass after the change?', contextMode: 'workspace_only' })
 */
export function agenticTrait(options: CamelCaseKeys<AgenticRubricTraitInput>): AgenticRubricTrait {
  return traitFromOptions('AgenticRubricTrait', AgenticRubricTraitSchema, options)
}

/** Loads an agentic trait from Karenina's serialized dict; throws a ValidationError. */
export function agenticTraitFromJSON(raw: unknown): AgenticRubricTrait {
  return parseTrait('AgenticRubricTrait', AgenticRubricTraitSchema, raw)
}
