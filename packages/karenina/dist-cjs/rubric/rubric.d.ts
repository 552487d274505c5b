import { z } from 'zod';
import { type AgenticRubricTrait } from './traits/agentic-trait.js';
import { type CallableRubricTrait } from './traits/callable-trait.js';
import { type LLMRubricTrait } from './traits/llm-trait.js';
import { type MetricRubricTrait } from './traits/metric-trait.js';
import { type RegexRubricTrait } from './traits/regex-trait.js';
/** The five trait types of a rubric, in Karenina's order (`get_trait_names()` order). */
export declare const TRAIT_TYPES: readonly ["llm", "regex", "callable", "metric", "agentic"];
export type TraitType = (typeof TRAIT_TYPES)[number];
/** The trait of each type. */
export interface TraitByType {
    llm: LLMRubricTrait;
    regex: RegexRubricTrait;
    callable: CallableRubricTrait;
    metric: MetricRubricTrait;
    agentic: AgenticRubricTrait;
}
export type AnyRubricTrait = TraitByType[TraitType];
/** The serialized list key of a trait type (`llm` → `llm_traits`). */
export declare function traitListKey<T extends TraitType>(type: T): `${T}_traits`;
type TraitLists = {
    readonly [T in TraitType as `${T}_traits`]: readonly TraitByType[T][];
};
/**
 * Karenina's rubric rules (spec 03 §1): no duplicate name inside a list, no name in two lists, no `.` in a
 * name (dotted keys are reserved for template-kind fields, `trait.field`). The first problem, or null.
 */
export declare function rubricNameProblem(rubric: TraitLists): {
    path: (string | number)[];
    message: string;
} | null;
/** Karenina's `Rubric` (serialized keys; extra keys rejected; every list defaults to `[]`). */
export declare const RubricSchema: z.ZodObject<{
    llm_traits: z.ZodDefault<z.ZodArray<z.ZodPipe<z.ZodObject<{
        name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
        description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        kind: z.ZodUnion<readonly [z.ZodPreprocess<z.ZodLiteral<"boolean" | "literal" | "score">, "boolean" | "literal" | "score">, z.ZodPipe<z.ZodObject<{
            type: z.ZodLiteral<"template">;
            schema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
        }, z.core.$strip>, z.ZodTransform<import("./traits/template-kind.js").TemplateKind, {
            type: "template";
            schema: Record<string, unknown>;
        }>>]>;
        min_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        max_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        classes: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodPreprocess<z.ZodString, string>>>>;
        deep_judgment_enabled: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        deep_judgment_excerpt_enabled: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        deep_judgment_max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        deep_judgment_fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        deep_judgment_excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        deep_judgment_search_enabled: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        include_ground_truth: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        higher_is_better: z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>;
    }, z.core.$strict>, z.ZodTransform<{
        min_score: number | null;
        max_score: number | null;
        higher_is_better: boolean | null;
        name: string;
        description: string | null;
        summary: string | null;
        kind: "boolean" | "literal" | "score" | import("./traits/template-kind.js").TemplateKind;
        classes: Record<string, string> | null;
        deep_judgment_enabled: boolean;
        deep_judgment_excerpt_enabled: boolean;
        deep_judgment_max_excerpts: number | null;
        deep_judgment_fuzzy_match_threshold: number | null;
        deep_judgment_excerpt_retry_attempts: number | null;
        deep_judgment_search_enabled: boolean;
        include_ground_truth: boolean;
    }, {
        name: string;
        description: string | null;
        summary: string | null;
        kind: "boolean" | "literal" | "score" | import("./traits/template-kind.js").TemplateKind;
        min_score: number | null;
        max_score: number | null;
        classes: Record<string, string> | null;
        deep_judgment_enabled: boolean;
        deep_judgment_excerpt_enabled: boolean;
        deep_judgment_max_excerpts: number | null;
        deep_judgment_fuzzy_match_threshold: number | null;
        deep_judgment_excerpt_retry_attempts: number | null;
        deep_judgment_search_enabled: boolean;
        include_ground_truth: boolean;
        higher_is_better?: boolean | null | undefined;
    }>>>>;
    regex_traits: z.ZodDefault<z.ZodArray<z.ZodObject<{
        name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
        description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        pattern: z.ZodPreprocess<z.ZodString, string>;
        case_sensitive: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        invert_result: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        higher_is_better: z.ZodPipe<z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>, z.ZodTransform<boolean, boolean | null | undefined>>;
    }, z.core.$strict>>>;
    callable_traits: z.ZodDefault<z.ZodArray<z.ZodPipe<z.ZodObject<{
        name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
        description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        kind: z.ZodPreprocess<z.ZodLiteral<"boolean" | "literal" | "score">, "boolean" | "literal" | "score">;
        callable_code: z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodInstanceOf<Uint8Array<ArrayBuffer>>]>, z.ZodTransform<string, string | Uint8Array<ArrayBuffer>>>;
        min_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        max_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        invert_result: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        classes: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodPreprocess<z.ZodString, string>>>>;
        higher_is_better: z.ZodPipe<z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>, z.ZodTransform<boolean, boolean | null | undefined>>;
    }, z.core.$strict>, z.ZodTransform<{
        name: string;
        description: string | null;
        summary: string | null;
        kind: "boolean" | "literal" | "score";
        callable_code: string;
        min_score: number | null;
        max_score: number | null;
        invert_result: boolean;
        classes: Record<string, string> | null;
        higher_is_better: boolean;
    }, {
        name: string;
        description: string | null;
        summary: string | null;
        kind: "boolean" | "literal" | "score";
        callable_code: string;
        min_score: number | null;
        max_score: number | null;
        invert_result: boolean;
        classes: Record<string, string> | null;
        higher_is_better: boolean;
    }>>>>;
    metric_traits: z.ZodDefault<z.ZodArray<z.ZodObject<{
        name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
        description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        evaluation_mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"tp_only" | "full_matrix">, "tp_only" | "full_matrix">>;
        metrics: z.ZodPipe<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../index.js").PyTuple | readonly string[]>, z.ZodArray<z.ZodString>>;
        tp_instructions: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../index.js").PyTuple | readonly string[]>>;
        tn_instructions: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../index.js").PyTuple | readonly string[]>>;
        repeated_extraction: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        higher_is_better: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>;
    }, z.core.$strict>>>;
    agentic_traits: z.ZodDefault<z.ZodArray<z.ZodPipe<z.ZodObject<{
        name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
        description: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
        summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
        kind: z.ZodUnion<readonly [z.ZodPreprocess<z.ZodLiteral<"boolean" | "literal" | "score">, "boolean" | "literal" | "score">, z.ZodPipe<z.ZodObject<{
            type: z.ZodLiteral<"template">;
            schema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
        }, z.core.$strip>, z.ZodTransform<import("./traits/template-kind.js").TemplateKind, {
            type: "template";
            schema: Record<string, unknown>;
        }>>]>;
        higher_is_better: z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>;
        min_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        max_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
        classes: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodPreprocess<z.ZodString, string>>>>;
        context_mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"workspace_only" | "trace_and_workspace" | "trace_only">, "workspace_only" | "trace_and_workspace" | "trace_only">>;
        materialize_trace: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        persist_trace: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
        max_turns: z.ZodDefault<z.ZodPipe<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>, z.ZodNumber>>;
        timeout_seconds: z.ZodDefault<z.ZodPipe<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>, z.ZodNumber>>;
        model_override: z.ZodDefault<z.ZodNullable<z.ZodPipe<z.ZodObject<{
            id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            model_provider: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            model_name: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            temperature: z.ZodDefault<z.ZodNumber>;
            max_tokens: z.ZodDefault<z.ZodInt>;
            interface: z.ZodDefault<z.ZodString>;
            system_prompt: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            max_retries: z.ZodDefault<z.ZodInt>;
            mcp_urls_dict: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
                command: z.ZodString;
                args: z.ZodOptional<z.ZodArray<z.ZodString>>;
                env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
                cwd: z.ZodOptional<z.ZodString>;
            }, z.core.$strict>]>>>>;
            mcp_tool_filter: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
            mcp_tool_description_overrides: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
            mcp_http_timeout: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
            mcp_sse_read_timeout: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
            endpoint_base_url: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            endpoint_api_key: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            anthropic_base_url: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            anthropic_api_key: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            agent_runtime: z.ZodDefault<z.ZodNullable<z.ZodObject<{
                backend: z.ZodDefault<z.ZodNullable<z.ZodEnum<{
                    native: "native";
                    filesystem: "filesystem";
                    container: "container";
                    docker: "docker";
                    local_shell: "local_shell";
                }>>>;
                access_mode: z.ZodDefault<z.ZodEnum<{
                    read_write: "read_write";
                    read_only: "read_only";
                }>>;
                sandbox_enabled: z.ZodDefault<z.ZodBoolean>;
                container_runtime: z.ZodDefault<z.ZodEnum<{
                    docker: "docker";
                    singularity: "singularity";
                    apptainer: "apptainer";
                }>>;
                container_image: z.ZodDefault<z.ZodNullable<z.ZodString>>;
                container_network: z.ZodDefault<z.ZodEnum<{
                    bridge: "bridge";
                    none: "none";
                }>>;
                container_add_hosts: z.ZodDefault<z.ZodArray<z.ZodString>>;
                read_max_bytes: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            }, z.core.$strict>>>;
            extra_kwargs: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            manual_traces: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
                role: z.ZodEnum<{
                    system: "system";
                    user: "user";
                    assistant: "assistant";
                    tool: "tool";
                }>;
                content: z.ZodString;
                tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    id: z.ZodString;
                    name: z.ZodString;
                    input: z.ZodRecord<z.ZodString, z.ZodUnknown>;
                }, z.core.$strict>>>;
                tool_result: z.ZodOptional<z.ZodObject<{
                    tool_use_id: z.ZodString;
                    is_error: z.ZodBoolean;
                }, z.core.$strict>>;
                thinking: z.ZodOptional<z.ZodObject<{
                    thinking: z.ZodString;
                    signature: z.ZodOptional<z.ZodString>;
                }, z.core.$strict>>;
                block_index: z.ZodOptional<z.ZodNumber>;
                usage_metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
            }, z.core.$strict>>]>>>>;
            agent_middleware: z.ZodDefault<z.ZodNullable<z.ZodObject<{
                limits: z.ZodPrefault<z.ZodObject<{
                    model_call_limit: z.ZodDefault<z.ZodInt>;
                    tool_call_limit: z.ZodDefault<z.ZodInt>;
                    exit_behavior: z.ZodDefault<z.ZodEnum<{
                        continue: "continue";
                        end: "end";
                    }>>;
                }, z.core.$strict>>;
                model_retry: z.ZodPrefault<z.ZodObject<{
                    max_retries: z.ZodDefault<z.ZodInt>;
                    backoff_factor: z.ZodDefault<z.ZodNumber>;
                    initial_delay: z.ZodDefault<z.ZodNumber>;
                    max_delay: z.ZodDefault<z.ZodNumber>;
                    jitter: z.ZodDefault<z.ZodBoolean>;
                    on_failure: z.ZodDefault<z.ZodEnum<{
                        continue: "continue";
                        raise: "raise";
                    }>>;
                }, z.core.$strict>>;
                tool_retry: z.ZodPrefault<z.ZodObject<{
                    max_retries: z.ZodDefault<z.ZodInt>;
                    backoff_factor: z.ZodDefault<z.ZodNumber>;
                    initial_delay: z.ZodDefault<z.ZodNumber>;
                    on_failure: z.ZodDefault<z.ZodEnum<{
                        raise: "raise";
                        return_message: "return_message";
                    }>>;
                }, z.core.$strict>>;
                summarization: z.ZodPrefault<z.ZodObject<{
                    enabled: z.ZodDefault<z.ZodBoolean>;
                    model: z.ZodDefault<z.ZodNullable<z.ZodString>>;
                    trigger_fraction: z.ZodDefault<z.ZodNumber>;
                    trigger_tokens: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
                    keep_messages: z.ZodDefault<z.ZodInt>;
                }, z.core.$strict>>;
                prompt_caching: z.ZodPrefault<z.ZodObject<{
                    enabled: z.ZodDefault<z.ZodBoolean>;
                    ttl: z.ZodDefault<z.ZodEnum<{
                        "5m": "5m";
                        "1h": "1h";
                    }>>;
                    min_messages_to_cache: z.ZodDefault<z.ZodInt>;
                    unsupported_model_behavior: z.ZodDefault<z.ZodEnum<{
                        raise: "raise";
                        ignore: "ignore";
                        warn: "warn";
                    }>>;
                }, z.core.$strict>>;
            }, z.core.$strict>>>;
            max_context_tokens: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            agent_timeout: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            request_timeout: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
            retry_policy: z.ZodDefault<z.ZodNullable<z.ZodObject<{
                connection: z.ZodPrefault<z.ZodObject<{
                    max_attempts: z.ZodDefault<z.ZodInt>;
                    backoff_min: z.ZodDefault<z.ZodNumber>;
                    backoff_max: z.ZodDefault<z.ZodNumber>;
                    backoff_multiplier: z.ZodDefault<z.ZodNumber>;
                }, z.core.$strict>>;
                timeout: z.ZodPrefault<z.ZodObject<{
                    max_attempts: z.ZodDefault<z.ZodInt>;
                    backoff_min: z.ZodDefault<z.ZodNumber>;
                    backoff_max: z.ZodDefault<z.ZodNumber>;
                    backoff_multiplier: z.ZodDefault<z.ZodNumber>;
                }, z.core.$strict>>;
                rate_limit: z.ZodPrefault<z.ZodObject<{
                    max_attempts: z.ZodDefault<z.ZodInt>;
                    backoff_min: z.ZodDefault<z.ZodNumber>;
                    backoff_max: z.ZodDefault<z.ZodNumber>;
                    backoff_multiplier: z.ZodDefault<z.ZodNumber>;
                }, z.core.$strict>>;
                server_error: z.ZodPrefault<z.ZodObject<{
                    max_attempts: z.ZodDefault<z.ZodInt>;
                    backoff_min: z.ZodDefault<z.ZodNumber>;
                    backoff_max: z.ZodDefault<z.ZodNumber>;
                    backoff_multiplier: z.ZodDefault<z.ZodNumber>;
                }, z.core.$strict>>;
                timeout_escalation: z.ZodDefault<z.ZodNullable<z.ZodObject<{
                    strategy: z.ZodEnum<{
                        linear: "linear";
                        additive: "additive";
                        multiplicative: "multiplicative";
                    }>;
                    increment: z.ZodDefault<z.ZodNumber>;
                    multiplier: z.ZodDefault<z.ZodNumber>;
                    max_timeout: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
                }, z.core.$strict>>>;
            }, z.core.$strict>>>;
        }, z.core.$strict>, z.ZodTransform<{
            interface: import("../index.js").InterfaceName;
            model_name: string | null;
            id: string | null;
            model_provider: string | null;
            temperature: number;
            max_tokens: number;
            system_prompt: string | null;
            max_retries: number;
            mcp_urls_dict: Record<string, string | {
                command: string;
                args?: string[] | undefined;
                env?: Record<string, string> | undefined;
                cwd?: string | undefined;
            }> | null;
            mcp_tool_filter: string[] | null;
            mcp_tool_description_overrides: Record<string, string> | null;
            mcp_http_timeout: number | null;
            mcp_sse_read_timeout: number | null;
            endpoint_base_url: string | null;
            endpoint_api_key: string | null;
            anthropic_base_url: string | null;
            anthropic_api_key: string | null;
            agent_runtime: {
                backend: "native" | "filesystem" | "container" | "docker" | "local_shell" | null;
                access_mode: "read_write" | "read_only";
                sandbox_enabled: boolean;
                container_runtime: "docker" | "singularity" | "apptainer";
                container_image: string | null;
                container_network: "bridge" | "none";
                container_add_hosts: string[];
                read_max_bytes: number | null;
            } | null;
            extra_kwargs: Record<string, unknown> | null;
            manual_traces: Record<string, string | {
                role: "system" | "user" | "assistant" | "tool";
                content: string;
                tool_calls?: {
                    id: string;
                    name: string;
                    input: Record<string, unknown>;
                }[] | undefined;
                tool_result?: {
                    tool_use_id: string;
                    is_error: boolean;
                } | undefined;
                thinking?: {
                    thinking: string;
                    signature?: string | undefined;
                } | undefined;
                block_index?: number | undefined;
                usage_metadata?: Record<string, unknown> | undefined;
            }[]> | null;
            agent_middleware: {
                limits: {
                    model_call_limit: number;
                    tool_call_limit: number;
                    exit_behavior: "continue" | "end";
                };
                model_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    max_delay: number;
                    jitter: boolean;
                    on_failure: "continue" | "raise";
                };
                tool_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    on_failure: "raise" | "return_message";
                };
                summarization: {
                    enabled: boolean;
                    model: string | null;
                    trigger_fraction: number;
                    trigger_tokens: number | null;
                    keep_messages: number;
                };
                prompt_caching: {
                    enabled: boolean;
                    ttl: "5m" | "1h";
                    min_messages_to_cache: number;
                    unsupported_model_behavior: "raise" | "ignore" | "warn";
                };
            } | null;
            max_context_tokens: number | null;
            agent_timeout: number | null;
            request_timeout: number | null;
            retry_policy: {
                connection: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                rate_limit: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                server_error: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout_escalation: {
                    strategy: "linear" | "additive" | "multiplicative";
                    increment: number;
                    multiplier: number;
                    max_timeout: number | null;
                } | null;
            } | null;
        }, {
            id: string | null;
            model_provider: string | null;
            model_name: string | null;
            temperature: number;
            max_tokens: number;
            interface: string;
            system_prompt: string | null;
            max_retries: number;
            mcp_urls_dict: Record<string, string | {
                command: string;
                args?: string[] | undefined;
                env?: Record<string, string> | undefined;
                cwd?: string | undefined;
            }> | null;
            mcp_tool_filter: string[] | null;
            mcp_tool_description_overrides: Record<string, string> | null;
            mcp_http_timeout: number | null;
            mcp_sse_read_timeout: number | null;
            endpoint_base_url: string | null;
            endpoint_api_key: string | null;
            anthropic_base_url: string | null;
            anthropic_api_key: string | null;
            agent_runtime: {
                backend: "native" | "filesystem" | "container" | "docker" | "local_shell" | null;
                access_mode: "read_write" | "read_only";
                sandbox_enabled: boolean;
                container_runtime: "docker" | "singularity" | "apptainer";
                container_image: string | null;
                container_network: "bridge" | "none";
                container_add_hosts: string[];
                read_max_bytes: number | null;
            } | null;
            extra_kwargs: Record<string, unknown> | null;
            manual_traces: Record<string, string | {
                role: "system" | "user" | "assistant" | "tool";
                content: string;
                tool_calls?: {
                    id: string;
                    name: string;
                    input: Record<string, unknown>;
                }[] | undefined;
                tool_result?: {
                    tool_use_id: string;
                    is_error: boolean;
                } | undefined;
                thinking?: {
                    thinking: string;
                    signature?: string | undefined;
                } | undefined;
                block_index?: number | undefined;
                usage_metadata?: Record<string, unknown> | undefined;
            }[]> | null;
            agent_middleware: {
                limits: {
                    model_call_limit: number;
                    tool_call_limit: number;
                    exit_behavior: "continue" | "end";
                };
                model_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    max_delay: number;
                    jitter: boolean;
                    on_failure: "continue" | "raise";
                };
                tool_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    on_failure: "raise" | "return_message";
                };
                summarization: {
                    enabled: boolean;
                    model: string | null;
                    trigger_fraction: number;
                    trigger_tokens: number | null;
                    keep_messages: number;
                };
                prompt_caching: {
                    enabled: boolean;
                    ttl: "5m" | "1h";
                    min_messages_to_cache: number;
                    unsupported_model_behavior: "raise" | "ignore" | "warn";
                };
            } | null;
            max_context_tokens: number | null;
            agent_timeout: number | null;
            request_timeout: number | null;
            retry_policy: {
                connection: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                rate_limit: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                server_error: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout_escalation: {
                    strategy: "linear" | "additive" | "multiplicative";
                    increment: number;
                    multiplier: number;
                    max_timeout: number | null;
                } | null;
            } | null;
        }>>>>;
    }, z.core.$strict>, z.ZodTransform<{
        higher_is_better: boolean | null;
        min_score: number | null;
        max_score: number | null;
        name: string;
        description: string;
        summary: string | null;
        kind: "boolean" | "literal" | "score" | import("./traits/template-kind.js").TemplateKind;
        classes: Record<string, string> | null;
        context_mode: "workspace_only" | "trace_and_workspace" | "trace_only";
        materialize_trace: boolean;
        persist_trace: boolean;
        max_turns: number;
        timeout_seconds: number;
        model_override: {
            interface: import("../index.js").InterfaceName;
            model_name: string | null;
            id: string | null;
            model_provider: string | null;
            temperature: number;
            max_tokens: number;
            system_prompt: string | null;
            max_retries: number;
            mcp_urls_dict: Record<string, string | {
                command: string;
                args?: string[] | undefined;
                env?: Record<string, string> | undefined;
                cwd?: string | undefined;
            }> | null;
            mcp_tool_filter: string[] | null;
            mcp_tool_description_overrides: Record<string, string> | null;
            mcp_http_timeout: number | null;
            mcp_sse_read_timeout: number | null;
            endpoint_base_url: string | null;
            endpoint_api_key: string | null;
            anthropic_base_url: string | null;
            anthropic_api_key: string | null;
            agent_runtime: {
                backend: "native" | "filesystem" | "container" | "docker" | "local_shell" | null;
                access_mode: "read_write" | "read_only";
                sandbox_enabled: boolean;
                container_runtime: "docker" | "singularity" | "apptainer";
                container_image: string | null;
                container_network: "bridge" | "none";
                container_add_hosts: string[];
                read_max_bytes: number | null;
            } | null;
            extra_kwargs: Record<string, unknown> | null;
            manual_traces: Record<string, string | {
                role: "system" | "user" | "assistant" | "tool";
                content: string;
                tool_calls?: {
                    id: string;
                    name: string;
                    input: Record<string, unknown>;
                }[] | undefined;
                tool_result?: {
                    tool_use_id: string;
                    is_error: boolean;
                } | undefined;
                thinking?: {
                    thinking: string;
                    signature?: string | undefined;
                } | undefined;
                block_index?: number | undefined;
                usage_metadata?: Record<string, unknown> | undefined;
            }[]> | null;
            agent_middleware: {
                limits: {
                    model_call_limit: number;
                    tool_call_limit: number;
                    exit_behavior: "continue" | "end";
                };
                model_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    max_delay: number;
                    jitter: boolean;
                    on_failure: "continue" | "raise";
                };
                tool_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    on_failure: "raise" | "return_message";
                };
                summarization: {
                    enabled: boolean;
                    model: string | null;
                    trigger_fraction: number;
                    trigger_tokens: number | null;
                    keep_messages: number;
                };
                prompt_caching: {
                    enabled: boolean;
                    ttl: "5m" | "1h";
                    min_messages_to_cache: number;
                    unsupported_model_behavior: "raise" | "ignore" | "warn";
                };
            } | null;
            max_context_tokens: number | null;
            agent_timeout: number | null;
            request_timeout: number | null;
            retry_policy: {
                connection: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                rate_limit: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                server_error: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout_escalation: {
                    strategy: "linear" | "additive" | "multiplicative";
                    increment: number;
                    multiplier: number;
                    max_timeout: number | null;
                } | null;
            } | null;
        } | null;
    }, {
        name: string;
        description: string;
        summary: string | null;
        kind: "boolean" | "literal" | "score" | import("./traits/template-kind.js").TemplateKind;
        min_score: number | null;
        max_score: number | null;
        classes: Record<string, string> | null;
        context_mode: "workspace_only" | "trace_and_workspace" | "trace_only";
        materialize_trace: boolean;
        persist_trace: boolean;
        max_turns: number;
        timeout_seconds: number;
        model_override: {
            interface: import("../index.js").InterfaceName;
            model_name: string | null;
            id: string | null;
            model_provider: string | null;
            temperature: number;
            max_tokens: number;
            system_prompt: string | null;
            max_retries: number;
            mcp_urls_dict: Record<string, string | {
                command: string;
                args?: string[] | undefined;
                env?: Record<string, string> | undefined;
                cwd?: string | undefined;
            }> | null;
            mcp_tool_filter: string[] | null;
            mcp_tool_description_overrides: Record<string, string> | null;
            mcp_http_timeout: number | null;
            mcp_sse_read_timeout: number | null;
            endpoint_base_url: string | null;
            endpoint_api_key: string | null;
            anthropic_base_url: string | null;
            anthropic_api_key: string | null;
            agent_runtime: {
                backend: "native" | "filesystem" | "container" | "docker" | "local_shell" | null;
                access_mode: "read_write" | "read_only";
                sandbox_enabled: boolean;
                container_runtime: "docker" | "singularity" | "apptainer";
                container_image: string | null;
                container_network: "bridge" | "none";
                container_add_hosts: string[];
                read_max_bytes: number | null;
            } | null;
            extra_kwargs: Record<string, unknown> | null;
            manual_traces: Record<string, string | {
                role: "system" | "user" | "assistant" | "tool";
                content: string;
                tool_calls?: {
                    id: string;
                    name: string;
                    input: Record<string, unknown>;
                }[] | undefined;
                tool_result?: {
                    tool_use_id: string;
                    is_error: boolean;
                } | undefined;
                thinking?: {
                    thinking: string;
                    signature?: string | undefined;
                } | undefined;
                block_index?: number | undefined;
                usage_metadata?: Record<string, unknown> | undefined;
            }[]> | null;
            agent_middleware: {
                limits: {
                    model_call_limit: number;
                    tool_call_limit: number;
                    exit_behavior: "continue" | "end";
                };
                model_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    max_delay: number;
                    jitter: boolean;
                    on_failure: "continue" | "raise";
                };
                tool_retry: {
                    max_retries: number;
                    backoff_factor: number;
                    initial_delay: number;
                    on_failure: "raise" | "return_message";
                };
                summarization: {
                    enabled: boolean;
                    model: string | null;
                    trigger_fraction: number;
                    trigger_tokens: number | null;
                    keep_messages: number;
                };
                prompt_caching: {
                    enabled: boolean;
                    ttl: "5m" | "1h";
                    min_messages_to_cache: number;
                    unsupported_model_behavior: "raise" | "ignore" | "warn";
                };
            } | null;
            max_context_tokens: number | null;
            agent_timeout: number | null;
            request_timeout: number | null;
            retry_policy: {
                connection: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                rate_limit: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                server_error: {
                    max_attempts: number;
                    backoff_min: number;
                    backoff_max: number;
                    backoff_multiplier: number;
                };
                timeout_escalation: {
                    strategy: "linear" | "additive" | "multiplicative";
                    increment: number;
                    multiplier: number;
                    max_timeout: number | null;
                } | null;
            } | null;
        } | null;
        higher_is_better?: boolean | null | undefined;
    }>>>>;
}, z.core.$strict>;
export type RubricInput = z.input<typeof RubricSchema>;
/** A rubric: its traits by type, in Karenina's serialized shape. */
export type Rubric = z.output<typeof RubricSchema>;
/** Options of {@link defineRubric}: built traits per type (every list optional). */
export interface DefineRubricOptions {
    llmTraits?: readonly LLMRubricTrait[];
    regexTraits?: readonly RegexRubricTrait[];
    callableTraits?: readonly CallableRubricTrait[];
    metricTraits?: readonly MetricRubricTrait[];
    agenticTraits?: readonly AgenticRubricTrait[];
}
/**
 * A rubric from traits built with `llmTrait`, `regexTrait`, `callableTrait`, `metricTrait`, `agenticTrait`.
 * Throws a ValidationError on a duplicate or dotted trait name. The trait objects are kept as given (a
 * callable trait keeps its bound function).
 * @example
 * const rubric = defineRubric({
 *   llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise is it?' })],
 *   regexTraits: [regexTrait({ name: 'citations', pattern: '\\[\\d+\\]' })],
 * })
 */
export declare function defineRubric(options?: DefineRubricOptions): Rubric;
/** The type of a built trait, told apart by its fields (Karenina's isinstance dispatch). */
export declare function traitTypeOf(trait: AnyRubricTrait): TraitType;
/** Karenina's `Rubric.from_traits`: a flat list of built traits sorted into the typed lists. */
export declare function rubricFromTraits(traits: readonly AnyRubricTrait[]): Rubric;
/** Loads a rubric from Karenina's serialized dict; throws a ValidationError naming the trait and field. */
export declare function rubricFromJSON(raw: unknown): Rubric;
/** The rubric as Karenina serializes it (callable code stays base64; TS functions are not serialized). */
export declare function rubricToJSON(rubric: Rubric): Record<string, unknown>;
/** The traits of one type. */
export declare function traitsOf<T extends TraitType>(rubric: Rubric, type: T): readonly TraitByType[T][];
/** Karenina's `get_trait_names()` (llm, regex, callable, metric, agentic order), or one type's names. */
export declare function rubricTraitNames(rubric: Rubric, type?: TraitType): string[];
/** The traits the RubricEvaluation stage handles exist (LLM, regex, callable or metric). */
export declare function hasNonAgenticTraits(rubric: Partial<Rubric> | null | undefined): boolean;
/** The rubric has agentic traits (AgenticRubricEvaluation stage). */
export declare function hasAgenticTraits(rubric: Partial<Rubric> | null | undefined): boolean;
/** Karenina's `get_trait_max_scores()`: `max_score` of score/literal LLM and agentic traits and score callable traits. */
export declare function traitMaxScores(rubric: Rubric): Record<string, number>;
/**
 * Karenina's `get_trait_directionalities()` (spec 03 §3): `higher_is_better` of every trait. `true`: a true
 * boolean, a higher score, a later literal class, a regex match is good; `null`: not applicable (metric
 * traits by default, template kinds always).
 */
export declare function traitDirectionalities(rubric: Rubric): Record<string, boolean | null>;
/**
 * Karenina's `validate_evaluation(scores)` (a utility the pipeline does not use): the keys must be exactly the
 * LLM, regex, callable and agentic names (template-kind agentic traits as `trait.field`; metric traits
 * excluded), each value valid for its trait (regex and callable values must be booleans).
 */
export declare function validateEvaluation(rubric: Rubric, scores: Readonly<Record<string, unknown>>): boolean;
export {};
