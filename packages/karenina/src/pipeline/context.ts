import type { ErrorCategory } from '../errors/error-category.js'
import { ArtifactKeys, type ArtifactKey } from './artifact-keys.js'
import { redactSecrets } from '../errors/redact-secrets.js'
import { UsageTracker } from './usage-tracker.js'

const MAX_WARNINGS = 50

/** What a context is built from: the task's identity plus everything the stages read. */
export interface VerificationContextInit<Settings> {
  questionId: string
  templateId: string
  questionText: string
  /** Resolved task settings (models, template, rubric, feature flags) read by the stages. */
  settings: Settings
  /** Cancels the task: stages pass it down to every LLM call. */
  signal?: AbortSignal
  /** Clock used for timestamps and execution time (injectable for exact assertions in tests). */
  now?: () => Date
}

/**
 * The mutable state one task's stages share (spec 02 §2): two separate maps (artifacts between stages,
 * result fields read by FinalizeResult) and the error state. Stages record outcomes here instead of
 * throwing, so every task ends in a VerificationResult.
 */
export class VerificationContext<Settings = unknown> {
  readonly questionId: string
  readonly templateId: string
  readonly questionText: string
  readonly settings: Settings
  readonly signal: AbortSignal | undefined
  readonly now: () => Date

  readonly artifacts = new Map<string, unknown>()
  readonly resultFields = new Map<string, unknown>()
  /** Outputs of custom stages that FinalizeResult copies into `result.extensions` (spec 00 A15). */
  readonly extensions = new Map<string, unknown>()
  readonly warnings: string[] = []

  error: string | null = null
  errorCategory: ErrorCategory | null = null
  errorStage: string | null = null
  lastRunStage: string | null = null
  completedWithoutErrors = true

  constructor(init: VerificationContextInit<Settings>) {
    this.questionId = init.questionId
    this.templateId = init.templateId
    this.questionText = init.questionText
    this.settings = init.settings
    this.signal = init.signal
    this.now = init.now ?? (() => new Date())
  }

  setArtifact(key: ArtifactKey | (string & {}), value: unknown): void {
    this.artifacts.set(key, value)
  }

  /** The artifact's value, or `fallback` when absent (a stored `null` is returned as `null`). */
  getArtifact<T = unknown>(key: ArtifactKey | (string & {}), fallback: T | null = null): T | null {
    return this.artifacts.has(key) ? (this.artifacts.get(key) as T) : fallback
  }

  /** Key presence: an artifact stored as `null` counts as present, as in Karenina. */
  hasArtifact(key: ArtifactKey | (string & {})): boolean {
    return this.artifacts.has(key)
  }

  setResultField(key: ArtifactKey | (string & {}), value: unknown): void {
    this.resultFields.set(key, value)
  }

  getResultField<T = unknown>(key: ArtifactKey | (string & {}), fallback: T | null = null): T | null {
    return this.resultFields.has(key) ? (this.resultFields.get(key) as T) : fallback
  }

  /** Writes the same value to the artifact and the result-field maps (many stages do both). */
  setArtifactAndResult(key: ArtifactKey | (string & {}), value: unknown): void {
    this.setArtifact(key, value)
    this.setResultField(key, value)
  }

  /**
   * The task's token accounting (artifact `usage_tracker`, Karenina's `get_or_create_usage_tracker`),
   * created on first use. Calls a custom stage tracks here appear in the result's `usage_metadata`:
   * `context.usageTracker().track('toxicity_check', usage, 'openai:gpt-4.1-mini')`.
   */
  usageTracker(): UsageTracker {
    const existing = this.artifacts.get(ArtifactKeys.USAGE_TRACKER)
    if (existing instanceof UsageTracker) return existing
    const tracker = new UsageTracker()
    this.artifacts.set(ArtifactKeys.USAGE_TRACKER, tracker)
    return tracker
  }

  /** Records an error; later non-finalize stages skip by default. A previous error is kept as a warning. */
  markError(message: string, options: { category?: ErrorCategory; stage?: string } = {}): void {
    if (this.error !== null) this.addWarning(`Previous error overwritten: ${this.error}`)
    // Every stored error passes here: provider messages may echo credentials.
    this.error = redactSecrets(message)
    this.errorCategory = options.category ?? 'permanent'
    this.errorStage = options.stage ?? this.lastRunStage
    this.completedWithoutErrors = false
  }

  beginStage(name: string): void {
    this.lastRunStage = name
  }

  /** Appends a warning; after 50 one truncation note is added and later warnings are dropped. */
  addWarning(message: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push(redactSecrets(message))
    else if (this.warnings.length === MAX_WARNINGS) this.warnings.push('(additional warnings truncated)')
  }

  /** Sets `failed_stage` unless an earlier guard already did (the first failure wins). */
  setFailedStageOnce(stage: string): void {
    if (this.getResultField(ArtifactKeys.FAILED_STAGE) == null) this.setResultField(ArtifactKeys.FAILED_STAGE, stage)
  }

  /** Whether Parse/Verify may still score a partial answer cut by a timeout (spec 02 §2.2). */
  canScorePartialTimeout(allowPartialTraceScoring: boolean): boolean {
    return (
      allowPartialTraceScoring &&
      this.getArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) === true &&
      (this.error === null || this.errorCategory === 'timeout')
    )
  }
}
