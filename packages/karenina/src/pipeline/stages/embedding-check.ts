import { isPythonCompat } from '../../compat/compat-mode.js'
import { pyJsonDumps } from '../../compat/py-json.js'
import { parseEnvFloat } from '../../config/env.js'
import { invokePrompt } from '../../prompts/assemble-prompt.js'
import { buildEmbeddingEquivalencePrompt, isEquivalenceConfirmed } from '../../prompts/checks.js'
import { splitParsedResponse } from '../../template/template-instance.js'
import type { TemplateInstance } from '../../template/template.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { callOptions, judgeCall } from './stage-support.js'

/** Karenina's default embedding model (`EMBEDDING_CHECK_MODEL`). */
export const DEFAULT_EMBEDDING_MODEL = 'all-MiniLM-L6-v2'
/** Karenina's default similarity threshold (`EMBEDDING_CHECK_THRESHOLD`). */
export const DEFAULT_EMBEDDING_THRESHOLD = 0.85

/** Python `json.dumps(d, sort_keys=True, default=str)` of a parsed-response dict. */
function dumps(value: Readonly<Record<string, unknown>>): string {
  return pyJsonDumps(value, { sortKeys: true, ensureAscii: true })
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!
    na += a[i]! * a[i]!
    nb += b[i]! * b[i]!
  }
  if (na === 0 || nb === 0) return 0
  const similarity = dot / (Math.sqrt(na) * Math.sqrt(nb))
  return Number.isNaN(similarity) ? 0 : Math.min(1, Math.max(0, similarity))
}

/**
 * Stage 9 (spec 02 §4.10): when field verification failed and the check is enabled, compares the ground
 * truth and the extracted values by embedding similarity; at or above the threshold the parsing model is asked
 * whether they are semantically equivalent, and a YES turns the field verdict to true. Regex failures are
 * never overridden. The configured embedding model is the one used (Karenina only reports it; compat mode
 * reproduces that: the model comes from `EMBEDDING_CHECK_MODEL`).
 */
export class EmbeddingCheckStage extends BaseStage<TaskSettings> {
  readonly name = 'EmbeddingCheck'
  override readonly requires = [ArtifactKeys.PARSED_ANSWER, ArtifactKeys.FIELD_VERIFICATION_RESULT, ArtifactKeys.REGEX_VERIFICATION_RESULTS]
  override readonly produces = [
    ArtifactKeys.EMBEDDING_CHECK_PERFORMED,
    ArtifactKeys.EMBEDDING_SIMILARITY_SCORE,
    ArtifactKeys.EMBEDDING_MODEL_USED,
    ArtifactKeys.EMBEDDING_OVERRIDE_APPLIED,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.error === null && ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT) === false
  }

  async execute(ctx: TaskContext): Promise<void> {
    const outcome = ctx.settings.options.embeddingCheckEnabled ? await check(ctx) : { override: false, score: null, model: null, performed: false }
    if (outcome.override) {
      const regex = ctx.getArtifact<{ success: boolean }>(ArtifactKeys.REGEX_VERIFICATION_RESULTS)
      const verifyResult = regex?.success ?? true
      ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, true)
      ctx.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, verifyResult)
      if (verifyResult) ctx.setResultField(ArtifactKeys.FAILED_STAGE, null)
    }
    ctx.setArtifactAndResult(ArtifactKeys.EMBEDDING_CHECK_PERFORMED, outcome.performed)
    ctx.setArtifactAndResult(ArtifactKeys.EMBEDDING_SIMILARITY_SCORE, outcome.score)
    ctx.setArtifactAndResult(ArtifactKeys.EMBEDDING_MODEL_USED, outcome.model)
    ctx.setArtifactAndResult(ArtifactKeys.EMBEDDING_OVERRIDE_APPLIED, outcome.override)
  }
}

/** Which embedding model runs and which one is reported, and the threshold (config > env > default). */
export function embeddingSettings(ctx: TaskContext): { used: string; reported: string; threshold: number } {
  const { options, env } = ctx.settings
  const fromEnv = env.EMBEDDING_CHECK_MODEL || null
  const configured = options.embeddingCheckModel
  const used = isPythonCompat(options.compat) ? (fromEnv ?? DEFAULT_EMBEDDING_MODEL) : (configured ?? fromEnv ?? DEFAULT_EMBEDDING_MODEL)
  const envThreshold = env.EMBEDDING_CHECK_THRESHOLD === undefined ? undefined : parseEnvFloat(env.EMBEDDING_CHECK_THRESHOLD)
  const threshold = options.embeddingCheckThreshold ?? (envThreshold === undefined ? DEFAULT_EMBEDDING_THRESHOLD : Math.min(1, Math.max(0, envThreshold)))
  return { used, reported: configured ?? used, threshold }
}

async function check(ctx: TaskContext) {
  const parsed = ctx.getArtifact<TemplateInstance>(ArtifactKeys.PARSED_ANSWER)
  const split = parsed ? splitParsedResponse(parsed, { mergeResolvedGroundTruths: true }) : null
  const groundTruth = split?.parsedGtResponse ?? {}
  const response = split?.parsedLlmResponse ?? {}
  const { used, reported, threshold } = embeddingSettings(ctx)
  let similarity: number
  try {
    if (Object.keys(groundTruth).length === 0 || Object.keys(response).length === 0) similarity = 0
    else {
      const port = await ctx.settings.ports.embedding(used)
      const { vectors } = await port.embed({ texts: [dumps(groundTruth), dumps(response)] }, callOptions(ctx))
      similarity = cosine(vectors[0] ?? [], vectors[1] ?? [])
    }
  } catch (error) {
    ctx.addWarning(`Embedding check failed: ${error instanceof Error ? error.message : String(error)}`)
    return { override: false, score: null, model: null, performed: true }
  }
  let override = false
  if (similarity >= threshold) override = await confirmEquivalence(ctx, groundTruth, response)
  return { override, score: similarity, model: reported, performed: true }
}

/** The parsing model's YES/NO semantic-equivalence verdict; any failure counts as NO. */
async function confirmEquivalence(ctx: TaskContext, groundTruth: Record<string, unknown>, response: Record<string, unknown>): Promise<boolean> {
  try {
    const { llm } = await ctx.settings.ports.parsing()
    const prompt = buildEmbeddingEquivalencePrompt({ question: ctx.questionText, groundTruth, response })
    return isEquivalenceConfirmed((await invokePrompt(llm, prompt, judgeCall(ctx))).content)
  } catch {
    return false
  }
}
