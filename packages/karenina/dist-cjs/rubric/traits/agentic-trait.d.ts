import { z } from 'zod';
import { type InterfaceName } from '../../config/interfaces.js';
import type { CamelCaseKeys } from '../../primitives/define-primitive.js';
/**
 * Karenina's `AgenticRubricTrait` (spec 03 §2.5): a trait an agent investigates (trace and/or workspace)
 * before scoring. Held and serialized here; evaluated by the AgenticRubricEvaluation stage (spec 02 §9.4).
 * `description` is required; `higher_is_better` is injected as `true` for scalar kinds and must be null for
 * template kinds; literal traits get `min_score = 0` / `max_score = classes − 1`.
 */
export declare const AgenticRubricTraitSchema: z.ZodPipe<z.ZodObject<{
    name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
    description: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
    summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    kind: z.ZodUnion<readonly [z.ZodPreprocess<z.ZodLiteral<"boolean" | "literal" | "score">, "boolean" | "literal" | "score">, z.ZodPipe<z.ZodObject<{
        type: z.ZodLiteral<"template">;
        schema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>, z.ZodTransform<import("./template-kind.js").TemplateKind, {
        type: "template";
        schema: Record<string, unknown>;
    }>>]>;
    higher_is_better: z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>;
    min_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    max_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    classes: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodPreprocess<z.ZodString, string>>>>;
    context_mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"workspace_only" | "trace_and_workspace" | "trace_only">, "workspace_only" | "trace_and_workspace" | "trace_only">>;
    materialize_trace: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    persist_trace: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    max_turns: z.ZodDefault<z.ZodPipe<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>, z.ZodNumber>>;
    timeout_seconds: z.ZodDefault<z.ZodPipe<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>, z.ZodNumber>>;
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
        interface: InterfaceName;
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
    kind: "boolean" | "literal" | "score" | import("./template-kind.js").TemplateKind;
    classes: Record<string, string> | null;
    context_mode: "workspace_only" | "trace_and_workspace" | "trace_only";
    materialize_trace: boolean;
    persist_trace: boolean;
    max_turns: number;
    timeout_seconds: number;
    model_override: {
        interface: InterfaceName;
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
    kind: "boolean" | "literal" | "score" | import("./template-kind.js").TemplateKind;
    min_score: number | null;
    max_score: number | null;
    classes: Record<string, string> | null;
    context_mode: "workspace_only" | "trace_and_workspace" | "trace_only";
    materialize_trace: boolean;
    persist_trace: boolean;
    max_turns: number;
    timeout_seconds: number;
    model_override: {
        interface: InterfaceName;
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
}>>;
export type AgenticRubricTraitInput = z.input<typeof AgenticRubricTraitSchema>;
export type AgenticRubricTrait = z.output<typeof AgenticRubricTraitSchema>;
/**
 * Builds an agentic trait from camelCase options; throws a ValidationError naming the field.
 * @example
 * agenticTrait({ name: 'tests pass', kind: 'boolean', description: 'Do the tests in the workspace pass after the change?', contextMode: 'workspace_only' })
 */
export declare function agenticTrait(options: CamelCaseKeys<AgenticRubricTraitInput>): AgenticRubricTrait;
/** Loads an agentic trait from Karenina's serialized dict; throws a ValidationError. */
export declare function agenticTraitFromJSON(raw: unknown): AgenticRubricTrait;
