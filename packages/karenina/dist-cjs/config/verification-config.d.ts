import { z } from 'zod';
import { ReplayStore } from '../replay-store/replay-store.js';
import { type Env, type EnvBinding } from './env.js';
import { type ModelConfig } from './model-config.js';
import { type CamelCaseKeys } from './snake-case-keys.js';
/** System prompt given to answering models that have none (spec 05 §1.2 step 2; Karenina's text). */
export declare const DEFAULT_ANSWERING_SYSTEM_PROMPT = "You are an expert assistant. Answer the question accurately and concisely.";
/** A custom deep-judgment search tool: takes a query (or a batch) and returns results (or a promise of them). */
export type DeepJudgmentSearchTool = (query: string | string[]) => unknown;
/**
 * Karenina's `VerificationConfig` (spec 05 §1.1) with its snake_case keys; extra keys are rejected. Parsing
 * applies §1.2 steps 2–5; {@link resolveVerificationConfig} adds the environment (step 1) and camelCase keys.
 */
export declare const VerificationConfigSchema: z.ZodPipe<z.ZodObject<{
    answering_models: z.ZodDefault<z.ZodArray<z.ZodUnion<readonly [z.ZodPipe<z.ZodString, z.ZodTransform<{
        interface: import("./interfaces.js").InterfaceName;
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
    }, string>>, z.ZodPipe<z.ZodObject<{
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
        interface: import("./interfaces.js").InterfaceName;
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
    }>>]>>>;
    parsing_models: z.ZodArray<z.ZodUnion<readonly [z.ZodPipe<z.ZodString, z.ZodTransform<{
        interface: import("./interfaces.js").InterfaceName;
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
    }, string>>, z.ZodPipe<z.ZodObject<{
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
        interface: import("./interfaces.js").InterfaceName;
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
    }>>]>>;
    replicate_count: z.ZodDefault<z.ZodInt>;
    parsing_only: z.ZodDefault<z.ZodBoolean>;
    rubric_trait_names: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    rubric_evaluation_strategy: z.ZodDefault<z.ZodNullable<z.ZodEnum<{
        batch: "batch";
        sequential: "sequential";
    }>>>;
    evaluation_mode: z.ZodDefault<z.ZodEnum<{
        template_only: "template_only";
        template_and_rubric: "template_and_rubric";
        rubric_only: "rubric_only";
    }>>;
    rubric_enabled: z.ZodOptional<z.ZodBoolean>;
    use_full_trace_for_template: z.ZodDefault<z.ZodBoolean>;
    use_full_trace_for_rubric: z.ZodDefault<z.ZodBoolean>;
    allow_partial_trace_scoring: z.ZodDefault<z.ZodBoolean>;
    abstention_enabled: z.ZodDefault<z.ZodBoolean>;
    sufficiency_enabled: z.ZodDefault<z.ZodBoolean>;
    include_extraction_hints: z.ZodDefault<z.ZodBoolean>;
    embedding_check_enabled: z.ZodDefault<z.ZodBoolean>;
    embedding_check_model: z.ZodDefault<z.ZodString>;
    embedding_check_threshold: z.ZodDefault<z.ZodNumber>;
    async_enabled: z.ZodDefault<z.ZodBoolean>;
    async_max_workers: z.ZodDefault<z.ZodInt>;
    max_concurrent_requests: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
    batch_timeout_seconds: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    task_ordering: z.ZodDefault<z.ZodEnum<{
        auto: "auto";
        prefix_cache: "prefix_cache";
        distribute_answerers: "distribute_answerers";
        generation_order: "generation_order";
        random: "random";
    }>>;
    answerer_concurrency_limits: z.ZodDefault<z.ZodNullable<z.ZodUnion<readonly [z.ZodInt, z.ZodRecord<z.ZodString, z.ZodInt>]>>>;
    deep_judgment_mode: z.ZodDefault<z.ZodEnum<{
        disabled: "disabled";
        reasoning_only: "reasoning_only";
        full: "full";
    }>>;
    deep_judgment_max_excerpts_per_attribute: z.ZodDefault<z.ZodInt>;
    deep_judgment_fuzzy_match_threshold: z.ZodDefault<z.ZodNumber>;
    deep_judgment_excerpt_retry_attempts: z.ZodDefault<z.ZodInt>;
    deep_judgment_search_enabled: z.ZodDefault<z.ZodBoolean>;
    deep_judgment_search_tool: z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodCustom<DeepJudgmentSearchTool, DeepJudgmentSearchTool>]>>;
    deep_judgment_rubric_max_excerpts_default: z.ZodDefault<z.ZodInt>;
    deep_judgment_rubric_fuzzy_match_threshold_default: z.ZodDefault<z.ZodNumber>;
    deep_judgment_rubric_excerpt_retry_attempts_default: z.ZodDefault<z.ZodInt>;
    deep_judgment_rubric_search_tool: z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodCustom<DeepJudgmentSearchTool, DeepJudgmentSearchTool>]>>;
    deep_judgment_rubric_mode: z.ZodDefault<z.ZodEnum<{
        custom: "custom";
        disabled: "disabled";
        enable_all: "enable_all";
        use_checkpoint: "use_checkpoint";
    }>>;
    deep_judgment_rubric_global_excerpts: z.ZodDefault<z.ZodBoolean>;
    deep_judgment_rubric_config: z.ZodDefault<z.ZodNullable<z.ZodPipe<z.ZodObject<{
        global: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
            enabled: z.ZodDefault<z.ZodBoolean>;
            excerpt_enabled: z.ZodDefault<z.ZodBoolean>;
            max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
            excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            search_enabled: z.ZodDefault<z.ZodBoolean>;
        }, z.core.$strict>>>;
        global_traits: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
            enabled: z.ZodDefault<z.ZodBoolean>;
            excerpt_enabled: z.ZodDefault<z.ZodBoolean>;
            max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
            excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            search_enabled: z.ZodDefault<z.ZodBoolean>;
        }, z.core.$strict>>>;
        question_specific: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodObject<{
            enabled: z.ZodDefault<z.ZodBoolean>;
            excerpt_enabled: z.ZodDefault<z.ZodBoolean>;
            max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
            excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            search_enabled: z.ZodDefault<z.ZodBoolean>;
        }, z.core.$strict>>>>;
    }, z.core.$strict>, z.ZodTransform<{
        global: Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }>;
        question_specific: Record<string, Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }>>;
    }, {
        question_specific: Record<string, Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }>>;
        global?: Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }> | undefined;
        global_traits?: Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }> | undefined;
    }>>>>;
    deep_judgment_rubric_search_enabled: z.ZodOptional<z.ZodBoolean>;
    few_shot_config: z.ZodDefault<z.ZodNullable<z.ZodObject<{
        source: z.ZodDefault<z.ZodEnum<{
            global: "global";
            disabled: "disabled";
            question_pool: "question_pool";
            both: "both";
        }>>;
        pool_mode: z.ZodDefault<z.ZodEnum<{
            custom: "custom";
            all: "all";
            "k-shot": "k-shot";
        }>>;
        pool_k: z.ZodDefault<z.ZodInt>;
        question_configs: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodObject<{
            mode: z.ZodDefault<z.ZodEnum<{
                custom: "custom";
                all: "all";
                "k-shot": "k-shot";
                inherit: "inherit";
            }>>;
            k: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            selected_examples: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodUnion<readonly [z.ZodInt, z.ZodString]>>>>;
            excluded_examples: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodUnion<readonly [z.ZodInt, z.ZodString]>>>>;
        }, z.core.$strict>>>;
        global_examples: z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodString>>>;
    }, z.core.$strict>>>;
    prompt_config: z.ZodDefault<z.ZodNullable<z.ZodObject<{
        generation: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        parsing: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        abstention_detection: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        sufficiency_detection: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        rubric_evaluation: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        agentic_parsing: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        deep_judgment: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    }, z.core.$strict>>>;
    generation_instructions: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    parsing_instructions: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    abstention_detection_instructions: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sufficiency_detection_instructions: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    rubric_evaluation_instructions: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    agentic_parsing_instructions: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    deep_judgment_instructions: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    agentic_parsing: z.ZodDefault<z.ZodBoolean>;
    agentic_parsing_trigger: z.ZodDefault<z.ZodEnum<{
        always: "always";
        dynamic: "dynamic";
    }>>;
    agentic_judge_context: z.ZodDefault<z.ZodEnum<{
        workspace_only: "workspace_only";
        trace_and_workspace: "trace_and_workspace";
        trace_only: "trace_only";
    }>>;
    agentic_parsing_max_turns: z.ZodDefault<z.ZodInt>;
    agentic_parsing_timeout: z.ZodDefault<z.ZodNumber>;
    agentic_parsing_materialize_trace: z.ZodDefault<z.ZodBoolean>;
    agentic_parsing_persist_trace: z.ZodDefault<z.ZodBoolean>;
    agentic_tool_loop_judges: z.ZodDefault<z.ZodBoolean>;
    agentic_rubric_strategy: z.ZodDefault<z.ZodEnum<{
        individual: "individual";
        shared: "shared";
    }>>;
    agentic_rubric_parallel: z.ZodDefault<z.ZodBoolean>;
    workspace_root: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    workspace_copy: z.ZodDefault<z.ZodBoolean>;
    workspace_cleanup: z.ZodDefault<z.ZodBoolean>;
    workspace_output_mode: z.ZodDefault<z.ZodEnum<{
        none: "none";
        full: "full";
        produced: "produced";
    }>>;
    workspace_output_dir: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    workspace_output_exclude_patterns: z.ZodDefault<z.ZodArray<z.ZodString>>;
    db_config: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    request_timeout: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    scenario_turn_limit: z.ZodDefault<z.ZodInt>;
    replay_store: z.ZodDefault<z.ZodNullable<z.ZodUnion<readonly [z.ZodInstanceOf<ReplayStore>, z.ZodPipe<z.ZodObject<{
        miss_policy: z.ZodDefault<z.ZodEnum<{
            fall_through: "fall_through";
            strict: "strict";
        }>>;
        entries: z.ZodDefault<z.ZodArray<z.ZodTuple<[z.ZodObject<{
            question_id: z.ZodString;
            scenario_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            scenario_node: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            answering_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            visit_index: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
            replicate: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        }, z.core.$strict>, z.ZodObject<{
            raw_trace: z.ZodString;
            trace_messages: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
            parsed_answer_fields: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            verify_result: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
            usage_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            agent_metrics: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            captured_model_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
            captured_at: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        }, z.core.$strict>], null>>>;
    }, z.core.$strict>, z.ZodTransform<ReplayStore, {
        miss_policy: "fall_through" | "strict";
        entries: [{
            question_id: string;
            scenario_id: string | null;
            scenario_node: string | null;
            answering_model_id: string | null;
            visit_index: number | null;
            replicate: number | null;
        }, {
            raw_trace: string;
            trace_messages: Record<string, unknown>[] | null;
            parsed_answer_fields: Record<string, unknown> | null;
            verify_result: boolean | null;
            usage_metadata: Record<string, unknown> | null;
            agent_metrics: Record<string, unknown> | null;
            captured_model_id: string | null;
            captured_at: string | null;
        }][];
    }>>]>>>;
    replay_parse_on_hydration_mismatch: z.ZodDefault<z.ZodEnum<{
        fall_through: "fall_through";
        strict: "strict";
    }>>;
    skip_triples: z.ZodDefault<z.ZodNullable<z.ZodCustom<ReadonlySet<string>, ReadonlySet<string>>>>;
    retry_policy: z.ZodPrefault<z.ZodObject<{
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
    }, z.core.$strict>>;
    custom_error_patterns: z.ZodDefault<z.ZodArray<z.ZodObject<{
        pattern: z.ZodString;
        category: z.ZodEnum<{
            connection: "connection";
            timeout: "timeout";
            rate_limit: "rate_limit";
            server_error: "server_error";
            permanent: "permanent";
        }>;
        match_type: z.ZodDefault<z.ZodEnum<{
            type_name: "type_name";
            message_substring: "message_substring";
        }>>;
    }, z.core.$strict>>>;
    max_requeue_count: z.ZodDefault<z.ZodInt>;
    compat: z.ZodDefault<z.ZodEnum<{
        default: "default";
        "karenina-python": "karenina-python";
    }>>;
}, z.core.$strict>, z.ZodTransform<{
    answering_models: {
        interface: import("./interfaces.js").InterfaceName;
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
    }[];
    prompt_config: {
        generation: string | null;
        parsing: string | null;
        abstention_detection: string | null;
        sufficiency_detection: string | null;
        rubric_evaluation: string | null;
        agentic_parsing: string | null;
        deep_judgment: string | null;
    } | null;
    rubric_enabled: boolean;
    parsing_models: {
        interface: import("./interfaces.js").InterfaceName;
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
    }[];
    replicate_count: number;
    parsing_only: boolean;
    rubric_trait_names: string[] | null;
    rubric_evaluation_strategy: "batch" | "sequential" | null;
    evaluation_mode: "template_only" | "template_and_rubric" | "rubric_only";
    use_full_trace_for_template: boolean;
    use_full_trace_for_rubric: boolean;
    allow_partial_trace_scoring: boolean;
    abstention_enabled: boolean;
    sufficiency_enabled: boolean;
    include_extraction_hints: boolean;
    embedding_check_enabled: boolean;
    embedding_check_model: string;
    embedding_check_threshold: number;
    async_enabled: boolean;
    async_max_workers: number;
    max_concurrent_requests: number | null;
    batch_timeout_seconds: number | null;
    task_ordering: "auto" | "prefix_cache" | "distribute_answerers" | "generation_order" | "random";
    answerer_concurrency_limits: number | Record<string, number> | null;
    deep_judgment_mode: "disabled" | "reasoning_only" | "full";
    deep_judgment_max_excerpts_per_attribute: number;
    deep_judgment_fuzzy_match_threshold: number;
    deep_judgment_excerpt_retry_attempts: number;
    deep_judgment_search_enabled: boolean;
    deep_judgment_search_tool: string | DeepJudgmentSearchTool;
    deep_judgment_rubric_max_excerpts_default: number;
    deep_judgment_rubric_fuzzy_match_threshold_default: number;
    deep_judgment_rubric_excerpt_retry_attempts_default: number;
    deep_judgment_rubric_search_tool: string | DeepJudgmentSearchTool;
    deep_judgment_rubric_mode: "custom" | "disabled" | "enable_all" | "use_checkpoint";
    deep_judgment_rubric_global_excerpts: boolean;
    deep_judgment_rubric_config: {
        global: Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }>;
        question_specific: Record<string, Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }>>;
    } | null;
    few_shot_config: {
        source: "global" | "disabled" | "question_pool" | "both";
        pool_mode: "custom" | "all" | "k-shot";
        pool_k: number;
        question_configs: Record<string, {
            mode: "custom" | "all" | "k-shot" | "inherit";
            k: number | null;
            selected_examples: (string | number)[] | null;
            excluded_examples: (string | number)[] | null;
        }>;
        global_examples: Record<string, string>[];
    } | null;
    agentic_parsing: boolean;
    agentic_parsing_trigger: "always" | "dynamic";
    agentic_judge_context: "workspace_only" | "trace_and_workspace" | "trace_only";
    agentic_parsing_max_turns: number;
    agentic_parsing_timeout: number;
    agentic_parsing_materialize_trace: boolean;
    agentic_parsing_persist_trace: boolean;
    agentic_tool_loop_judges: boolean;
    agentic_rubric_strategy: "individual" | "shared";
    agentic_rubric_parallel: boolean;
    workspace_root: string | null;
    workspace_copy: boolean;
    workspace_cleanup: boolean;
    workspace_output_mode: "none" | "full" | "produced";
    workspace_output_dir: string | null;
    workspace_output_exclude_patterns: string[];
    db_config: Record<string, unknown> | null;
    request_timeout: number | null;
    scenario_turn_limit: number;
    replay_store: ReplayStore | null;
    replay_parse_on_hydration_mismatch: "fall_through" | "strict";
    skip_triples: ReadonlySet<string> | null;
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
    };
    custom_error_patterns: {
        pattern: string;
        category: "connection" | "timeout" | "rate_limit" | "server_error" | "permanent";
        match_type: "type_name" | "message_substring";
    }[];
    max_requeue_count: number;
    compat: "default" | "karenina-python";
}, {
    answering_models: {
        interface: import("./interfaces.js").InterfaceName;
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
    }[];
    parsing_models: {
        interface: import("./interfaces.js").InterfaceName;
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
    }[];
    replicate_count: number;
    parsing_only: boolean;
    rubric_trait_names: string[] | null;
    rubric_evaluation_strategy: "batch" | "sequential" | null;
    evaluation_mode: "template_only" | "template_and_rubric" | "rubric_only";
    use_full_trace_for_template: boolean;
    use_full_trace_for_rubric: boolean;
    allow_partial_trace_scoring: boolean;
    abstention_enabled: boolean;
    sufficiency_enabled: boolean;
    include_extraction_hints: boolean;
    embedding_check_enabled: boolean;
    embedding_check_model: string;
    embedding_check_threshold: number;
    async_enabled: boolean;
    async_max_workers: number;
    max_concurrent_requests: number | null;
    batch_timeout_seconds: number | null;
    task_ordering: "auto" | "prefix_cache" | "distribute_answerers" | "generation_order" | "random";
    answerer_concurrency_limits: number | Record<string, number> | null;
    deep_judgment_mode: "disabled" | "reasoning_only" | "full";
    deep_judgment_max_excerpts_per_attribute: number;
    deep_judgment_fuzzy_match_threshold: number;
    deep_judgment_excerpt_retry_attempts: number;
    deep_judgment_search_enabled: boolean;
    deep_judgment_search_tool: string | DeepJudgmentSearchTool;
    deep_judgment_rubric_max_excerpts_default: number;
    deep_judgment_rubric_fuzzy_match_threshold_default: number;
    deep_judgment_rubric_excerpt_retry_attempts_default: number;
    deep_judgment_rubric_search_tool: string | DeepJudgmentSearchTool;
    deep_judgment_rubric_mode: "custom" | "disabled" | "enable_all" | "use_checkpoint";
    deep_judgment_rubric_global_excerpts: boolean;
    deep_judgment_rubric_config: {
        global: Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }>;
        question_specific: Record<string, Record<string, {
            enabled: boolean;
            excerpt_enabled: boolean;
            max_excerpts: number | null;
            fuzzy_match_threshold: number | null;
            excerpt_retry_attempts: number | null;
            search_enabled: boolean;
        }>>;
    } | null;
    few_shot_config: {
        source: "global" | "disabled" | "question_pool" | "both";
        pool_mode: "custom" | "all" | "k-shot";
        pool_k: number;
        question_configs: Record<string, {
            mode: "custom" | "all" | "k-shot" | "inherit";
            k: number | null;
            selected_examples: (string | number)[] | null;
            excluded_examples: (string | number)[] | null;
        }>;
        global_examples: Record<string, string>[];
    } | null;
    prompt_config: {
        generation: string | null;
        parsing: string | null;
        abstention_detection: string | null;
        sufficiency_detection: string | null;
        rubric_evaluation: string | null;
        agentic_parsing: string | null;
        deep_judgment: string | null;
    } | null;
    agentic_parsing: boolean;
    agentic_parsing_trigger: "always" | "dynamic";
    agentic_judge_context: "workspace_only" | "trace_and_workspace" | "trace_only";
    agentic_parsing_max_turns: number;
    agentic_parsing_timeout: number;
    agentic_parsing_materialize_trace: boolean;
    agentic_parsing_persist_trace: boolean;
    agentic_tool_loop_judges: boolean;
    agentic_rubric_strategy: "individual" | "shared";
    agentic_rubric_parallel: boolean;
    workspace_root: string | null;
    workspace_copy: boolean;
    workspace_cleanup: boolean;
    workspace_output_mode: "none" | "full" | "produced";
    workspace_output_dir: string | null;
    workspace_output_exclude_patterns: string[];
    db_config: Record<string, unknown> | null;
    request_timeout: number | null;
    scenario_turn_limit: number;
    replay_store: ReplayStore | null;
    replay_parse_on_hydration_mismatch: "fall_through" | "strict";
    skip_triples: ReadonlySet<string> | null;
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
    };
    custom_error_patterns: {
        pattern: string;
        category: "connection" | "timeout" | "rate_limit" | "server_error" | "permanent";
        match_type: "type_name" | "message_substring";
    }[];
    max_requeue_count: number;
    compat: "default" | "karenina-python";
    rubric_enabled?: boolean | undefined;
    deep_judgment_rubric_search_enabled?: boolean | undefined;
    generation_instructions?: string | null | undefined;
    parsing_instructions?: string | null | undefined;
    abstention_detection_instructions?: string | null | undefined;
    sufficiency_detection_instructions?: string | null | undefined;
    rubric_evaluation_instructions?: string | null | undefined;
    agentic_parsing_instructions?: string | null | undefined;
    deep_judgment_instructions?: string | null | undefined;
}>>;
type SnakeInput = z.input<typeof VerificationConfigSchema>;
/** A verification config as users write it: Karenina's snake_case keys, or the same keys in camelCase. */
export type VerificationConfigInput = SnakeInput | CamelCaseKeys<SnakeInput>;
/** A resolved verification config, what stages read. */
export type VerificationConfig = z.output<typeof VerificationConfigSchema>;
/** Environment variables that fill keys not passed explicitly (spec 05 §1.2 step 1). */
export declare const VERIFICATION_CONFIG_ENV: Readonly<Record<string, EnvBinding>>;
/** Options of {@link resolveVerificationConfig}. */
export interface ResolveVerificationConfigOptions {
    /** Receives configuration warnings. @default process.emitWarning */
    onWarning?: (message: string) => void;
}
/**
 * Resolves what users write into the config stages read: camelCase keys mapped, environment defaults applied
 * (explicit > env > default), then Karenina's construction steps and validation. Throws `ConfigError` naming
 * the key, the expectation and the value received.
 * @example resolveVerificationConfig({ parsing_models: ['openai:gpt-4.1-mini'], answering_models: ['anthropic:claude-haiku-4-5'] })
 */
export declare function resolveVerificationConfig(input: VerificationConfigInput, env?: Env, options?: ResolveVerificationConfigOptions): VerificationConfig;
/** A model with the config's `request_timeout` and `retry_policy` filled in where its own are null (spec 02 §8.1). */
export declare function stampModelDefaults(model: ModelConfig, config: Pick<VerificationConfig, 'request_timeout' | 'retry_policy'>): ModelConfig;
/** The key of a `skip_triples` entry: (question id, answering canonical key, parsing canonical key, replicate). */
export declare function skipTripleKey(questionId: string, answeringKey: string, parsingKey: string, replicate: number | null): string;
export {};
