import { ArtifactKeys, type ArtifactKey } from './artifact-keys.js'
import type { VerificationContext } from './context.js'

/**
 * One step of the verification pipeline (spec 02 §4.16). `requires` / `produces` are artifact keys,
 * validated before any stage runs; `produces` lists only keys the stage creates, not keys it modifies.
 * Plain objects with these members work too (custom stages need not extend a class).
 */
export interface Stage<Settings = unknown> {
  readonly name: string
  readonly requires: readonly (ArtifactKey | (string & {}))[]
  readonly produces: readonly (ArtifactKey | (string & {}))[]
  shouldRun(context: VerificationContext<Settings>): boolean
  execute(context: VerificationContext<Settings>): void | Promise<void>
}

/** Base class for stages: runs only while no error has been recorded. */
export abstract class BaseStage<Settings = unknown> implements Stage<Settings> {
  abstract readonly name: string
  readonly requires: readonly string[] = []
  readonly produces: readonly string[] = []

  shouldRun(context: VerificationContext<Settings>): boolean {
    return context.error === null
  }

  abstract execute(context: VerificationContext<Settings>): void | Promise<void>
}

/**
 * Base class of the guards that fail a task without an error (recursion limit, trace validation,
 * deep judgment...): `verify_result = false`, `field_verification_result = false`, first `failed_stage` wins.
 */
export abstract class BaseAutoFailStage<Settings = unknown> extends BaseStage<Settings> {
  override readonly produces: readonly string[] = []

  /** True when an earlier outcome makes this guard moot (e.g. an abstention already decided the task). */
  protected shouldSkipDueToPriorFailure(_context: VerificationContext<Settings>): boolean {
    return false
  }

  /** Extra result fields some guards record (e.g. the attributes without excerpts). */
  protected setAdditionalFailureFields(_context: VerificationContext<Settings>): void {}

  execute(context: VerificationContext<Settings>): void {
    if (this.shouldSkipDueToPriorFailure(context)) return
    context.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, false)
    context.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, false)
    context.setFailedStageOnce(this.name)
    this.setAdditionalFailureFields(context)
  }
}

/** What a check stage's detector returns. */
export interface CheckOutcome {
  detected: boolean | null
  performed: boolean
  reasoning: string | null
  /** Token usage of the check's model calls, added to `usage_metadata` under the stage's `usageStage`. @default none */
  usage?: unknown
  /** The model of a flat `usage` record, as `usage_metadata` names it (`openai:gpt-4.1-mini`). @default the record's own `model` */
  usageModel?: string
}

/**
 * Base class of the checks that may override a verdict (abstention, sufficiency, your own). Writes the four
 * `<prefix>_check_performed|_detected|_override_applied|_reasoning` fields to artifacts and results, declares
 * them as its `produces` (derived from `artifactPrefix`), and tracks the usage `detect` returns.
 */
export abstract class BaseCheckStage<Settings = unknown> extends BaseStage<Settings> {
  abstract readonly artifactPrefix: string

  constructor() {
    super()
    // A subclass's `artifactPrefix` field is set after this constructor runs: `produces` is derived when read.
    // A subclass that declares its own `produces` field replaces this getter.
    Object.defineProperty(this, 'produces', {
      get: () => checkStageProduces(this.artifactPrefix),
      enumerable: true,
      configurable: true,
    })
  }

  /** The `usage_metadata` key of the usage `detect` returns. @default `<artifactPrefix>_check` */
  get usageStage(): string {
    return `${this.artifactPrefix}_check`
  }

  protected abstract detect(context: VerificationContext<Settings>): Promise<CheckOutcome>
  protected abstract shouldTriggerOverride(outcome: CheckOutcome): boolean

  async execute(context: VerificationContext<Settings>): Promise<void> {
    const outcome = await this.detect(context)
    if (outcome.usage !== undefined) context.usageTracker().track(this.usageStage, outcome.usage, outcome.usageModel)
    const override = this.shouldTriggerOverride(outcome)
    if (override) {
      context.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, false)
      context.setFailedStageOnce(this.name)
    }
    const p = this.artifactPrefix
    context.setArtifactAndResult(`${p}_check_performed`, outcome.performed)
    context.setArtifactAndResult(`${p}_detected`, outcome.detected)
    context.setArtifactAndResult(`${p}_override_applied`, override)
    context.setArtifactAndResult(`${p}_reasoning`, outcome.reasoning)
  }
}

/** The four keys a check stage with this prefix produces. */
export function checkStageProduces(prefix: string): string[] {
  return [`${prefix}_check_performed`, `${prefix}_detected`, `${prefix}_override_applied`, `${prefix}_reasoning`]
}
