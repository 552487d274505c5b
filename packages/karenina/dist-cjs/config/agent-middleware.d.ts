import { z } from 'zod';
/**
 * Karenina's `AgentMiddlewareConfig` (spec 05 §2.1; LangChain middleware in Python). Accepted verbatim;
 * the TS agent loop honours `limits.model_call_limit` (max turns) and `limits.tool_call_limit`.
 */
export declare const AgentMiddlewareSchema: z.ZodObject<{
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
}, z.core.$strict>;
/** A resolved agent middleware config. */
export type AgentMiddleware = z.output<typeof AgentMiddlewareSchema>;
/** Karenina's `agent_runtime` (sandbox settings of deep agents; accepted, not used by the TS tool loop). */
export declare const AgentRuntimeSchema: z.ZodObject<{
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
}, z.core.$strict>;
