import type { ErrorCategory } from '../../errors/error-category.js';
import type { CallOptions } from '../../llm/ports.js';
import { type ModelIdentity } from '../../config/model-identity.js';
import type { TaskContext } from '../task-settings.js';
import type { UsageTracker } from '../usage-tracker.js';
/** Python's `f"{type(e).__name__}: {e}"`. */
export declare function errorLabel(error: unknown): string;
/** The message of a thrown value. */
export declare function errorMessage(error: unknown): string;
/** The error category of a thrown value, with the task's custom error patterns. */
export declare function classifyTaskError(ctx: TaskContext, error: unknown): ErrorCategory;
/** Per-call options: the task's signal, and retries counted into `retry_counts`. */
export declare function callOptions(ctx: TaskContext): CallOptions;
/** The task's usage tracker (artifact `usage_tracker`), created and stored when absent. */
export declare function usageTrackerOf(ctx: TaskContext): UsageTracker;
/** The answering model's identity (artifact set by runTask, else built from the config). */
export declare function answeringIdentity(ctx: TaskContext): ModelIdentity;
/** The parsing model's identity (artifact set by runTask, else built from the config). */
export declare function parsingIdentity(ctx: TaskContext): ModelIdentity;
/** The task's timestamp (set by the orchestrator when the task starts). */
export declare function taskTimestamp(ctx: TaskContext): string;
/** The result id FinalizeResult will write (04 §2.2); known from the task's start, so workspaces can be named by it. */
export declare function taskResultId(ctx: TaskContext): string;
/** Display strings (`interface:model`) of the answering and parsing models. */
export declare function answeringDisplay(ctx: TaskContext): string;
export declare function parsingDisplay(ctx: TaskContext): string;
/** Shared guard of ParseTemplate and VerifyTemplate: no error (or a scorable partial timeout), no recursion. */
export declare function canScore(ctx: TaskContext): boolean;
/** Shared guard of the three parse stages (7a, 7b, 7c): scorable, a valid trace judged sufficient, an answer to fill. */
export declare function canParse(ctx: TaskContext): boolean;
/** Artifact present and not null. */
export declare function hasValue(ctx: TaskContext, key: string): boolean;
