import { type ReplayEntry, type ReplayEntryInput, type ReplayKey, type ReplayKeyInput, type ReplayMissPolicy, type ReplayStoreInput } from './replay-schema.js';
/** What a task looks up: its question, scenario position, answering display string, visit and replicate. */
export interface ReplayLookup {
    questionId: string;
    /** @default null */
    scenarioId?: string | null;
    /** @default null */
    scenarioNode?: string | null;
    /** The answering model's display string. @default null */
    answeringModelId?: string | null;
    /** @default null */
    visitIndex?: number | null;
    /** @default null */
    replicate?: number | null;
}
/** Options of a {@link ReplayStore}. */
export interface ReplayStoreOptions {
    /** Receives the overwrite warning of {@link ReplayStore.register}. @default process.emitWarning */
    onWarning?: (message: string) => void;
}
/**
 * Recorded answers keyed by question (or scenario node), answering model, visit and replicate (Karenina's
 * `ReplayStore`, spec 05 §4.2). A task with a hit makes no answering call; with parsed fields or a verdict,
 * no judge call either. `miss_policy: "strict"` turns a miss into the task's error.
 * @example
 * const store = new ReplayStore({ miss_policy: 'strict' })
 * store.register({ question_id: 'q1' }, { raw_trace: 'Paris', parsed_answer_fields: { capital: 'Paris' } })
 */
export declare class ReplayStore {
    #private;
    readonly missPolicy: ReplayMissPolicy;
    constructor(input?: ReplayStoreInput, options?: ReplayStoreOptions);
    /** The entries in registration order (validated copies). */
    get entries(): readonly (readonly [ReplayKey, ReplayEntry])[];
    /** Adds an entry; an existing key is overwritten (with a warning). Throws a ValidationError on bad input. */
    register(key: ReplayKeyInput, entry: ReplayEntryInput): void;
    /**
     * The entry serving a task: among the entries of its scenario node (when it has a scenario id) or its
     * question, the most specific match of (model, visit, replicate), a key's `null` axis matching anything.
     * A miss is `null`, or a ReplayMissError naming the request when the policy is `strict`.
     */
    lookup(request: ReplayLookup): ReplayEntry | null;
}
