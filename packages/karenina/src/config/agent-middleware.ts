import { z } from 'zod'

/**
 * Karenina's `AgentMiddlewareConfig` (spec 05 §2.1; LangChain middleware in Python). Accepted verbatim;
 * the TS agent loop honours `limits.model_call_limit` (max turns) and `limits.tool_call_limit`.
 */
export const AgentMiddlewareSchema = z.strictObject({
  limits: z
    .strictObject({
      model_call_limit: z.int().min(1).default(25),
      tool_call_limit: z.int().min(1).default(50),
      exit_behavior: z.enum(['end', 'continue']).default('end'),
    })
    .prefault({}),
  model_retry: z
    .strictObject({
      max_retries: z.int().min(0).default(2),
      backoff_factor: z.number().default(2.0),
      initial_delay: z.number().default(2.0),
      max_delay: z.number().default(10.0),
      jitter: z.boolean().default(true),
      on_failure: z.enum(['continue', 'raise']).default('continue'),
    })
    .prefault({}),
  tool_retry: z
    .strictObject({
      max_retries: z.int().min(0).default(3),
      backoff_factor: z.number().default(2.0),
      initial_delay: z.number().default(1.0),
      on_failure: z.enum(['return_message', 'raise']).default('return_message'),
    })
    .prefault({}),
  summarization: z
    .strictObject({
      enabled: z.boolean().default(true),
      model: z.string().nullable().default(null),
      trigger_fraction: z.number().default(0.8),
      trigger_tokens: z.int().nullable().default(null),
      keep_messages: z.int().default(20),
    })
    .prefault({}),
  prompt_caching: z
    .strictObject({
      enabled: z.boolean().default(true),
      ttl: z.enum(['5m', '1h']).default('5m'),
      min_messages_to_cache: z.int().default(0),
      unsupported_model_behavior: z.enum(['ignore', 'warn', 'raise']).default('warn'),
    })
    .prefault({}),
})


/** Karenina's `agent_runtime` (sandbox settings of deep agents; accepted, not used by the TS tool loop). */
export const AgentRuntimeSchema = z.strictObject({
  backend: z.enum(['native', 'filesystem', 'container', 'docker', 'local_shell']).nullable().default(null),
  access_mode: z.enum(['read_write', 'read_only']).default('read_write'),
  sandbox_enabled: z.boolean().default(true),
  container_runtime: z.enum(['docker', 'singularity', 'apptainer']).default('docker'),
  container_image: z.string().nullable().default(null),
  container_network: z.enum(['bridge', 'none']).default('bridge'),
  container_add_hosts: z.array(z.string()).default([]),
  read_max_bytes: z.int().positive().nullable().default(null),
})
