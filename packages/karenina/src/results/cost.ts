import { z } from 'zod'
import { parseOrThrow } from '../errors/validation-error.js'
import { answeringModel, parsingModel } from './result-metadata.js'
import { numberOrNull } from './stats.js'
import type { VerificationResult } from './verification-result.js'

const priceSchema = z.strictObject({
  inputPerMTok: z.number().nonnegative(),
  /** Input tokens read from the provider's prompt cache. @default inputPerMTok */
  cachedInputPerMTok: z.number().nonnegative().optional(),
  outputPerMTok: z.number().nonnegative(),
  /**
   * Share of the price taken off for calls a provider batch answered (OpenAI Batch API, Anthropic Message
   * Batches: half price). @default DEFAULT_BATCH_DISCOUNT
   */
  batchDiscount: z.number().min(0).max(1).optional(),
})

/** A model's list price in US dollars per million tokens. */
export type ModelPrice = z.infer<typeof priceSchema>

/** The providers' batch discount: OpenAI Batch and Anthropic Message Batches bill half the list price. */
export const DEFAULT_BATCH_DISCOUNT = 0.5

/** Prices keyed by bare model name (`gpt-4.1-mini`) or by display string (`langchain:gpt-4.1-mini`). */
export type PriceTable = Readonly<Record<string, ModelPrice>>

/** When {@link DEFAULT_PRICES} were copied from the providers' price pages; prices change, override them. */
export const DEFAULT_PRICES_DATE = '2025-11-01'

const p = (inputPerMTok: number, cachedInputPerMTok: number, outputPerMTok: number): ModelPrice => ({ inputPerMTok, cachedInputPerMTok, outputPerMTok })

/**
 * List prices (USD per million tokens, standard tier) of common OpenAI and Anthropic models, as of
 * {@link DEFAULT_PRICES_DATE}. A dated snapshot name (`gpt-4o-2024-08-06`, `claude-sonnet-4-5-20250929`)
 * takes its family's price.
 */
export const DEFAULT_PRICES: PriceTable = Object.freeze({
  'gpt-5': p(1.25, 0.125, 10),
  'gpt-5-mini': p(0.25, 0.025, 2),
  'gpt-5-nano': p(0.05, 0.005, 0.4),
  'gpt-4.1': p(2, 0.5, 8),
  'gpt-4.1-mini': p(0.4, 0.1, 1.6),
  'gpt-4.1-nano': p(0.1, 0.025, 0.4),
  'gpt-4o': p(2.5, 1.25, 10),
  'gpt-4o-mini': p(0.15, 0.075, 0.6),
  o3: p(2, 0.5, 8),
  'o3-mini': p(1.1, 0.55, 4.4),
  'o4-mini': p(1.1, 0.275, 4.4),
  'claude-opus-4-5': p(5, 0.5, 25),
  'claude-opus-4-1': p(15, 1.5, 75),
  'claude-opus-4': p(15, 1.5, 75),
  'claude-sonnet-4-5': p(3, 0.3, 15),
  'claude-sonnet-4': p(3, 0.3, 15),
  'claude-3-7-sonnet': p(3, 0.3, 15),
  'claude-haiku-4-5': p(1, 0.1, 5),
  'claude-3-5-haiku': p(0.8, 0.08, 4),
})

const priceTableSchema = z.record(z.string().min(1), priceSchema)

/**
 * Checks a price table read from a file or given in code (`{"<model>": {"inputPerMTok": 2.5,
 * "cachedInputPerMTok": 1.25, "outputPerMTok": 10}}`); `source` names it in the error.
 */
export function parsePriceTable(value: unknown, source: string): PriceTable {
  const hint =
    ' (expected {"<model>": {"inputPerMTok": number, "cachedInputPerMTok"?: number, "outputPerMTok": number, "batchDiscount"?: number from 0 to 1}}, USD per million tokens)'
  return parseOrThrow(priceTableSchema, value, source, { hint })
}

/** The shipped prices with the user's on top (theirs win). */
export function withPrices(overrides: PriceTable | undefined): PriceTable {
  return overrides === undefined ? DEFAULT_PRICES : { ...DEFAULT_PRICES, ...overrides }
}

// A provider's dated snapshot or alias of a family: `-2024-08-06`, `-20250929`, `-latest`.
const SNAPSHOT_SUFFIX = /^-(\d{4}-\d{2}-\d{2}|\d{8}|latest)$/

/**
 * The model name without its interface prefix and config/tool suffixes (` (<config_id>)`, ` +[tools]`, spec 04
 * §2.1): what a price table and a user name it by.
 */
function bareModelName(model: string): string {
  return model.slice(model.indexOf(':') + 1).replace(/ (\(|\+\[).*$/, '')
}

/** A model's price: by display string, then bare name (interface and tool suffix removed), then family of a snapshot. */
export function priceOf(prices: PriceTable, model: string): ModelPrice | undefined {
  if (Object.hasOwn(prices, model)) return prices[model]
  const bare = bareModelName(model)
  if (Object.hasOwn(prices, bare)) return prices[bare]
  let best: string | undefined
  for (const key of Object.keys(prices)) {
    if (bare.startsWith(key) && SNAPSHOT_SUFFIX.test(bare.slice(key.length)) && key.length > (best?.length ?? 0)) best = key
  }
  return best === undefined ? undefined : prices[best]
}

/** Each role as summaries print it, in the order they show them. */
const ROLE_LABEL = { answering: 'answering', judging: 'judging', rubric: 'rubric', deep_judgment: 'deep judgment', other: 'other stages' } as const

/** Who spent the money: the answering model, the judge (parsing and its checks), rubric traits, deep judgment. */
export type CostRole = keyof typeof ROLE_LABEL

/** The roles in the order summaries show them. */
export const COST_ROLES = Object.keys(ROLE_LABEL) as readonly CostRole[]

/** The role of a `usage_metadata` stage (spec 02 §10); custom stages count as `other`. */
export function roleOfStage(stage: string): CostRole {
  if (stage === 'answer_generation') return 'answering'
  if (stage === 'rubric_evaluation' || stage === 'dynamic_rubric_presence_check') return 'rubric'
  if (stage.startsWith('deep_judgment')) return 'deep_judgment'
  if (['parsing', 'abstention_check', 'sufficiency_check', 'dynamic_parsing_decision'].includes(stage) || stage.startsWith('agentic_parsing')) return 'judging'
  return 'other'
}

/** Money and tokens of one role. */
export interface RoleCost {
  /** US dollars of the priced tokens. */
  usd: number
  tokens: number
  /** Models that spent tokens in this role without a price: `usd` leaves them out, so the cost is unknown. */
  unpricedModels: string[]
  /** Calls a provider batch answered (batch mode; `result.extensions.batch`). */
  batchedCalls: number
  /** US dollars the batch price saved on those calls (already taken off `usd`). */
  batchSavingUsd: number
}

/** A run's (or one result's) cost by role. */
export interface CostSummary {
  roles: Record<CostRole, RoleCost>
  total: RoleCost
}

/** Options of {@link resultCost} and {@link costByRole}. */
export interface CostOptions {
  /** @default DEFAULT_PRICES */
  prices?: PriceTable
}

const emptyRole = (): RoleCost => ({ usd: 0, tokens: 0, unpricedModels: [], batchedCalls: 0, batchSavingUsd: 0 })

/** An empty {@link CostSummary}, to add results to with {@link addResultCost}. */
export function emptyCost(): CostSummary {
  return { roles: { answering: emptyRole(), judging: emptyRole(), rubric: emptyRole(), deep_judgment: emptyRole(), other: emptyRole() }, total: emptyRole() }
}

function addRole(into: RoleCost, spend: RoleCost): void {
  into.usd += spend.usd
  into.tokens += spend.tokens
  into.batchedCalls += spend.batchedCalls
  into.batchSavingUsd += spend.batchSavingUsd
  for (const model of spend.unpricedModels) if (!into.unpricedModels.includes(model)) into.unpricedModels.push(model)
}

/** `extensions.batch.stages` of a result: per stage, the calls and tokens a provider batch answered. */
function batchedStages(result: Pick<VerificationResult, 'extensions'>): Record<string, Record<string, unknown>> {
  const batch = result.extensions?.['batch'] as { stages?: unknown } | undefined
  const stages = batch?.stages
  return typeof stages === 'object' && stages !== null ? (stages as Record<string, Record<string, unknown>>) : {}
}

/**
 * A result's token usage per stage (`template.usage_metadata` without its `total`) and the model that spent it:
 * the entry's `model`, else the answering model on `answer_generation`, the parsing model elsewhere. A usage map
 * with only the total counts for the answering model.
 */
export function usageByStage(result: Pick<VerificationResult, 'template' | 'metadata'>): { stage: string; entry: Record<string, unknown>; model: string }[] {
  const usage = result.template?.usage_metadata as Record<string, Record<string, unknown> | null | undefined> | null | undefined
  if (!usage) return []
  const stages = Object.keys(usage).filter((s) => s !== 'total')
  return (stages.length > 0 ? stages : Object.hasOwn(usage, 'total') ? ['total'] : []).flatMap((stage) => {
    const entry = usage[stage]
    if (typeof entry !== 'object' || entry === null) return []
    const answering = stage === 'total' || stage === 'answer_generation'
    const model = typeof entry.model === 'string' && entry.model !== '' ? entry.model : answering ? answeringModel(result.metadata) : parsingModel(result.metadata)
    return [{ stage, entry, model }]
  })
}

/**
 * Adds one result's usage (see {@link usageByStage}) to `into`, priced from `prices`; the calls of a stage a
 * provider batch answered (`extensions.batch`) are priced with the model's batch discount.
 */
export function addResultCost(into: CostSummary, result: Pick<VerificationResult, 'template' | 'metadata' | 'extensions'>, prices: PriceTable = DEFAULT_PRICES): void {
  const batched = batchedStages(result)
  for (const { stage, entry, model } of usageByStage(result)) {
    const role = stage === 'total' ? 'answering' : roleOfStage(stage)
    const input = numberOrNull(entry.input_tokens) ?? 0
    const output = numberOrNull(entry.output_tokens) ?? 0
    const details = entry.input_token_details as Record<string, unknown> | undefined
    const cached = Math.min(input, numberOrNull(details?.cache_read) ?? 0)
    const tokens = input + output
    if (tokens === 0) continue
    const price = priceOf(prices, model)
    const listUsd = (inTokens: number, cachedTokens: number, outTokens: number) =>
      price === undefined ? 0 : ((inTokens - cachedTokens) * price.inputPerMTok + cachedTokens * (price.cachedInputPerMTok ?? price.inputPerMTok) + outTokens * price.outputPerMTok) / 1e6
    // The batched part can never exceed what the stage recorded.
    const part = Object.hasOwn(batched, stage) ? batched[stage] : undefined
    const batchedInput = Math.min(input, numberOrNull(part?.input_tokens) ?? 0)
    const batchedSaving = listUsd(batchedInput, Math.min(batchedInput, cached, numberOrNull(part?.cache_read) ?? 0), Math.min(output, numberOrNull(part?.output_tokens) ?? 0)) * (price?.batchDiscount ?? DEFAULT_BATCH_DISCOUNT)
    const spend: RoleCost = {
      usd: listUsd(input, cached, output) - batchedSaving,
      tokens,
      // Named as the user wrote it: the recorded interface (Karenina's default `langchain:`) is not what they chose.
      unpricedModels: price === undefined ? [bareModelName(model)] : [],
      batchedCalls: numberOrNull(part?.calls) ?? 0,
      batchSavingUsd: batchedSaving,
    }
    addRole(into.roles[role], spend)
    addRole(into.total, spend)
  }
}

/** One result's cost by role. */
export function resultCost(result: Pick<VerificationResult, 'template' | 'metadata' | 'extensions'>, options: CostOptions = {}): CostSummary {
  return costByRole([result], options)
}

/** Results' cost by role: answering vs judging vs rubric (and deep judgment, custom stages). */
export function costByRole(results: Iterable<Pick<VerificationResult, 'template' | 'metadata' | 'extensions'>>, options: CostOptions = {}): CostSummary {
  const cost = emptyCost()
  const prices = options.prices ?? DEFAULT_PRICES
  for (const r of results) addResultCost(cost, r, prices)
  return cost
}

/** Dollars with enough digits for small runs: `$0.0123`, `$12.35`. */
export function formatUsd(usd: number): string {
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`
}

/** A role's cost as shown: `$0.0123`, `unknown (no price for gpt-x)`, or `≥ $0.01 + unknown (…)`. */
export function formatRoleCost(role: RoleCost): string {
  if (role.unpricedModels.length === 0) return formatUsd(role.usd)
  const why = `unknown (no price for ${role.unpricedModels.join(', ')})`
  return role.usd > 0 ? `${formatUsd(role.usd)} + ${why}` : why
}

/** The roles a summary (or a comparison) shows: answering, judging and rubric always, the others when they spent tokens. */
export function shownRoles(...costs: CostSummary[]): CostRole[] {
  return COST_ROLES.filter((role) => role === 'answering' || role === 'judging' || role === 'rubric' || costs.some((cost) => cost.roles[role].tokens > 0))
}

/**
 * `answering $0.0012 · judging $0.0004 · rubric $0.0000 · total $0.0016`, or null when no tokens were recorded;
 * a run in batch mode adds `(400 calls batched, saved $0.0016)`.
 */
export function formatCost(cost: CostSummary): string | null {
  if (cost.total.tokens === 0) return null
  const parts = shownRoles(cost).map((role) => `${ROLE_LABEL[role]} ${formatRoleCost(cost.roles[role])}`)
  const batch = formatBatchSaving(cost.total)
  return `${parts.join(' · ')} · total ${formatRoleCost(cost.total)}${batch === null ? '' : ` (${batch})`}`
}

/** `400 calls batched, saved $0.0016` (the batch price's saving on them), or null when no call was batched. */
export function formatBatchSaving(role: RoleCost): string | null {
  if (role.batchedCalls === 0) return null
  const calls = `${role.batchedCalls} call${role.batchedCalls === 1 ? '' : 's'} batched`
  // The saving is unknown where the role's cost is: a model without a price.
  return `${calls}, saved ${formatRoleCost({ ...role, usd: role.batchSavingUsd })}`
}

/** A role's label as summaries print it. */
export function costRoleLabel(role: CostRole): string {
  return ROLE_LABEL[role]
}
