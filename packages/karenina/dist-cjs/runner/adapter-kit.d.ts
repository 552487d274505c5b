import type { VerificationResult } from '../results/verification-result.js';
import { ScenarioExecutionResult } from '../scenario-executor/scenario-execution-result.js';
import type { Template } from '../template/template.js';
import type { MatcherOptions } from './matcher-options.js';
import { type PlannedTest } from './plan-benchmark-tests.js';
import { type PlannedScenarioTest } from './plan-scenario-tests.js';
import type { ResultAnnotations } from './result-meta.js';
import type { CassetteSettings } from './runner-ports.js';
import { type RunnerConfig, type RunnerConfigInput } from './runner-config.js';
import { type SatisfyTemplateOptions } from './satisfy-template.js';
import { type OutcomeCriterionInput } from './scenario-outcome.js';
import { scoreTrait } from './score-trait.js';
import type { TraitExpectation } from './trait-expectation.js';
/** Default timeout of a describeBenchmark test (ms): an answer, a judgment, an agent's tool loop and retries. */
export declare const BENCHMARK_TEST_TIMEOUT_MS = 300000;
/** Default timeout of a describeScenario test (ms): several turns, each an answer and a judgment. */
export declare const SCENARIO_TEST_TIMEOUT_MS = 600000;
/** A benchmark or scenario test that did not pass: the message says per field what the judge extracted and expected. */
export declare class BenchmarkTestFailure extends Error {
    constructor(message: string);
}
/** The runner-side options of describeBenchmark and describeScenario (vitest and jest alike). */
export interface DescribeBlockOptions {
    /** Name of the `describe` block. @default the benchmark's name (scenarios: the scenario's name, or 'scenarios') */
    name?: string;
    /** @deprecated Use `name` (jest-karenina's former spelling, still accepted). */
    title?: string;
    /** Timeout of each test, in ms. @default 300_000 (describeBenchmark), 600_000 (describeScenario) */
    timeout?: number;
    /** Register the tests with `test.concurrent` (bounded by the runner's `maxConcurrency` and the run-wide request limit). @default false */
    concurrent?: boolean;
}
/** The describe options resolved, and the rest (the runner config and verdict criteria) for planning. */
export interface DescribeBlock<Rest> {
    name: string;
    timeout: number;
    concurrent: boolean;
    config: Rest;
}
/**
 * Splits describeBenchmark / describeScenario options into the block's name, timeout and concurrency, and the
 * planning config. `name` and its deprecated alias `title` naming two different blocks is a ConfigError.
 */
export declare function describeBlock<T extends DescribeBlockOptions>(options: T, defaults: {
    name: string;
    timeout: number;
    subject: string;
}): DescribeBlock<Omit<T, keyof DescribeBlockOptions>>;
/** Hands a test's results to the runner's reporter (vitest: `task.meta`; jest: the run directory). */
export type AttachResult = (result: VerificationResult, pass: boolean, annotations: ResultAnnotations) => void;
/** The body of one describeBenchmark test: answer, judge, hand the result over, throw BenchmarkTestFailure when it fails. */
export declare function runBenchmarkTest(planned: PlannedTest, how: {
    signal?: AbortSignal | undefined;
    timeout: number;
    attach: AttachResult;
}): Promise<void>;
/** The body of one describeScenario test: run the scenario, hand over every turn's result and the run, throw when it fails. */
export declare function runScenarioTest(planned: PlannedScenarioTest, how: {
    signal?: AbortSignal | undefined;
    timeout: number;
    attach: AttachResult;
    attachScenario: (run: ScenarioExecutionResult) => void;
}): Promise<void>;
/** Options of `toScoreTrait` (a trait matcher has no template, granular threshold or extra traits). */
export type ScoreTraitOptions = Omit<MatcherOptions, 'rubric' | 'evaluationMode' | 'traits' | 'granular'>;
/** What a runner tells the matchers about the running test, and how its results reach the reporter. */
export interface MatcherHost<Context> {
    /** The worker's runner config (plugin options / jest `globals.karenina` over the environment), with `overrides` on top. */
    runnerConfig(overrides?: RunnerConfigInput): RunnerConfig;
    /** The cassette of the running test's file under `config`, or null when cassettes are off. */
    cassette(context: Context, config: RunnerConfig): CassetteSettings | null;
    /** The running test's name (the default question id). */
    testName(context: Context): string | undefined;
    isNot(context: Context): boolean;
    /** Hands a matcher's result to the reporter. */
    attach(context: Context, result: VerificationResult, pass: boolean, annotations: ResultAnnotations): void;
}
/** What a matcher returns to `expect.extend` (vitest and jest alike). */
export interface KareninaMatcherResult {
    pass: boolean;
    message: () => string;
}
/**
 * The karenina matchers for a runner: `toVerify`, `toScoreTrait`, `toSatisfyTemplate`, `toSatisfyTemplateAsync`
 * and `toSatisfyOutcome`, as `expect.extend` takes them. Both adapters register exactly these.
 */
export declare function createKareninaMatchers<Context>(host: MatcherHost<Context>): {
    toVerify(this: Context, received: unknown, template: Template, options?: MatcherOptions): Promise<KareninaMatcherResult>;
    toScoreTrait(this: Context, received: unknown, trait: Parameters<typeof scoreTrait>[1], expected?: TraitExpectation, options?: ScoreTraitOptions): Promise<KareninaMatcherResult>;
    toSatisfyTemplate(this: Context, received: unknown, template: Template, options?: SatisfyTemplateOptions): KareninaMatcherResult;
    /** As toSatisfyTemplate, for every template, classic Python templates included (run in the Python sandbox). */
    toSatisfyTemplateAsync(this: Context, received: unknown, template: Template, options?: SatisfyTemplateOptions): Promise<KareninaMatcherResult>;
    /** The received scenario run satisfies an outcome criterion; the message shows the path taken and the deciding turn. */
    toSatisfyOutcome(this: Context, received: unknown, criterion: OutcomeCriterionInput): KareninaMatcherResult;
};
