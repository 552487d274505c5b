"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AgentRuntimeSchema = exports.AgentMiddlewareSchema = void 0;
const zod_1 = require("zod");
exports.AgentMiddlewareSchema = zod_1.z.strictObject({
    limits: zod_1.z
        .strictObject({
        model_call_limit: zod_1.z.int().min(1).default(25),
        tool_call_limit: zod_1.z.int().min(1).default(50),
        exit_behavior: zod_1.z.enum(['end', 'continue']).default('end'),
    })
        .prefault({}),
    model_retry: zod_1.z
        .strictObject({
        max_retries: zod_1.z.int().min(0).default(2),
        backoff_factor: zod_1.z.number().default(2.0),
        initial_delay: zod_1.z.number().default(2.0),
        max_delay: zod_1.z.number().default(10.0),
        jitter: zod_1.z.boolean().default(true),
        on_failure: zod_1.z.enum(['continue', 'raise']).default('continue'),
    })
        .prefault({}),
    tool_retry: zod_1.z
        .strictObject({
        max_retries: zod_1.z.int().min(0).default(3),
        backoff_factor: zod_1.z.number().default(2.0),
        initial_delay: zod_1.z.number().default(1.0),
        on_failure: zod_1.z.enum(['return_message', 'raise']).default('return_message'),
    })
        .prefault({}),
    summarization: zod_1.z
        .strictObject({
        enabled: zod_1.z.boolean().default(true),
        model: zod_1.z.string().nullable().default(null),
        trigger_fraction: zod_1.z.number().default(0.8),
        trigger_tokens: zod_1.z.int().nullable().default(null),
        keep_messages: zod_1.z.int().default(20),
    })
        .prefault({}),
    prompt_caching: zod_1.z
        .strictObject({
        enabled: zod_1.z.boolean().default(true),
        ttl: zod_1.z.enum(['5m', '1h']).default('5m'),
        min_messages_to_cache: zod_1.z.int().default(0),
        unsupported_model_behavior: zod_1.z.enum(['ignore', 'warn', 'raise']).default('warn'),
    })
        .prefault({}),
});
exports.AgentRuntimeSchema = zod_1.z.strictObject({
    backend: zod_1.z.enum(['native', 'filesystem', 'container', 'docker', 'local_shell']).nullable().default(null),
    access_mode: zod_1.z.enum(['read_write', 'read_only']).default('read_write'),
    sandbox_enabled: zod_1.z.boolean().default(true),
    container_runtime: zod_1.z.enum(['docker', 'singularity', 'apptainer']).default('docker'),
    container_image: zod_1.z.string().nullable().default(null),
    container_network: zod_1.z.enum(['bridge', 'none']).default('bridge'),
    container_add_hosts: zod_1.z.array(zod_1.z.string()).default([]),
    read_max_bytes: zod_1.z.int().positive().nullable().default(null),
});
