import { hash } from '../utils/lazy-node.js'
import { z } from 'zod'
import { PyRandom } from '../compat/py-random.js'
import { questionHash } from '../trace/manual-traces.js'

/** A few-shot example (`{question, answer}`). */
export type FewShotExample = Readonly<Record<string, string>>

const selection = z.array(z.union([z.int(), z.string()])).nullable().default(null)

/** Karenina's `QuestionFewShotConfig`: how one question's pool examples are chosen. Extra keys are rejected. */
export const QuestionFewShotConfigSchema = z.strictObject({
  /** `inherit` takes the pool mode and k. @default 'inherit' */
  mode: z.enum(['all', 'k-shot', 'custom', 'inherit']).default('inherit'),
  /** Overrides `pool_k` for this question. @default null */
  k: z.int().nullable().default(null),
  /** Example indices or MD5 hashes of example question texts (custom mode). @default null */
  selected_examples: selection,
  /** Indices or hashes to drop, applied to positions in the resolved list. @default null */
  excluded_examples: selection,
})

/** Karenina's `FewShotConfig` (spec 05 §3.1). Extra keys are rejected. */
export const FewShotConfigSchema = z.strictObject({
  /** Which examples are used: the question's pool, the global list, both, or none. @default 'both' */
  source: z.enum(['disabled', 'question_pool', 'global', 'both']).default('both'),
  /** How pool examples are chosen. @default 'all' */
  pool_mode: z.enum(['all', 'k-shot', 'custom']).default('all'),
  /** Examples per question in k-shot mode. @default 3 */
  pool_k: z.int().default(3),
  /** Per-question overrides, by question id. @default {} */
  question_configs: z.record(z.string(), QuestionFewShotConfigSchema).default({}),
  /** Examples appended for every question (sources `global` and `both`). @default [] */
  global_examples: z.array(z.record(z.string(), z.string())).default([]),
})

/** A resolved few-shot config. */
export type FewShotConfig = z.output<typeof FewShotConfigSchema>
/** A resolved per-question few-shot config. */
export type QuestionFewShotConfig = z.output<typeof QuestionFewShotConfigSchema>

/** Few-shot prompting is on: a config is set and its source is not `disabled`. */
export function isFewShotEnabled(config: FewShotConfig | null | undefined): config is FewShotConfig {
  return !!config && config.source !== 'disabled'
}

/** Karenina's `get_effective_config`: the question's config with `inherit` and a null `k` resolved. */
export function effectiveFewShotConfig(config: FewShotConfig, questionId: string): QuestionFewShotConfig {
  const own = Object.hasOwn(config.question_configs, questionId) ? config.question_configs[questionId]! : QuestionFewShotConfigSchema.parse({})
  const inherit = own.mode === 'inherit'
  return { ...own, mode: inherit ? config.pool_mode : own.mode, k: inherit ? config.pool_k : (own.k ?? config.pool_k) }
}

// Python's `random.seed(int(md5(question_id).hexdigest(), 16) & 0x7FFFFFFF)`: the low 31 bits of the digest.
function kShotSeed(questionId: string): number {
  return Number.parseInt(hash('md5', questionId).slice(-8), 16) & 0x7fffffff
}

/**
 * Karenina's `resolve_examples_for_question`: the pool examples by mode (k-shot samples with CPython's
 * seeded `random.sample`), exclusions applied to positions in that list (as Karenina does), then the global
 * examples. `questionText` enables hash selections, by the `questionHash` (MD5 hex) of an example's question text
 * (Karenina builds the hash map only when it is given).
 */
export function resolveFewShotExamples(
  config: FewShotConfig,
  questionId: string,
  available: readonly FewShotExample[] | null | undefined,
  questionText?: string | null,
): FewShotExample[] {
  if (config.source === 'disabled') return []
  let resolved: FewShotExample[] = []
  if (config.source === 'question_pool' || config.source === 'both') {
    const pool = available ?? []
    const effective = effectiveFewShotConfig(config, questionId)
    const hashIndex = new Map<string, number>()
    if (questionText != null) pool.forEach((example, i) => hashIndex.set(questionHash(example.question ?? ''), i))
    const indexOf = (choice: number | string) => (typeof choice === 'number' ? choice : hashIndex.get(choice))

    if (effective.mode === 'all') resolved = [...pool]
    else if (effective.mode === 'k-shot') {
      const k = effective.k ?? config.pool_k
      resolved = pool.length <= k ? [...pool] : new PyRandom(kShotSeed(questionId)).sample(pool, k)
    } else if (effective.mode === 'custom') {
      for (const index of (effective.selected_examples ?? []).map(indexOf)) {
        if (index !== undefined && index >= 0 && index < pool.length) resolved.push(pool[index]!)
      }
    }
    const excluded = new Set((effective.excluded_examples ?? []).map(indexOf))
    resolved = resolved.filter((_, i) => !excluded.has(i))
  }
  if (config.source === 'global' || config.source === 'both') resolved.push(...config.global_examples)
  return resolved
}
