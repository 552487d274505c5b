import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import {
  DEFAULT_ANSWERING_SYSTEM_PROMPT,
  VerificationConfigSchema,
  resolveVerificationConfig,
  serializeVerificationConfig,
  stampModelDefaults,
  type VerificationConfigInput,
} from './verification-config.js'

const judge = { id: 'judge', model_provider: 'openai', model_name: 'gpt-4.1-mini' }
const answerer = { id: 'answerer', model_provider: 'anthropic', model_name: 'claude-haiku-4-5' }
const base = { answering_models: [answerer], parsing_models: [judge] }
const resolve = (input: Record<string, unknown>, env: Record<string, string> = {}) =>
  resolveVerificationConfig(input as VerificationConfigInput, env, { onWarning: () => {} })

function configError(fn: () => unknown): ConfigError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

describe('VerificationConfig defaults', () => {
  it('fills every spec 05 §1.1 default', () => {
    const c = resolve(base)
    expect(c).toMatchObject({
      replicate_count: 1,
      parsing_only: false,
      rubric_trait_names: null,
      rubric_evaluation_strategy: 'batch',
      evaluation_mode: 'template_only',
      rubric_enabled: false,
      use_full_trace_for_template: false,
      use_full_trace_for_rubric: true,
      allow_partial_trace_scoring: true,
      abstention_enabled: false,
      sufficiency_enabled: false,
      include_extraction_hints: true,
      embedding_check_enabled: false,
      embedding_check_model: 'all-MiniLM-L6-v2',
      embedding_check_threshold: 0.85,
      async_enabled: true,
      async_max_workers: 2,
      max_concurrent_requests: null,
      batch_timeout_seconds: null,
      task_ordering: 'auto',
      answerer_concurrency_limits: null,
      deep_judgment_mode: 'disabled',
      deep_judgment_max_excerpts_per_attribute: 3,
      deep_judgment_fuzzy_match_threshold: 0.8,
      deep_judgment_excerpt_retry_attempts: 2,
      deep_judgment_search_enabled: false,
      deep_judgment_search_tool: 'tavily',
      deep_judgment_rubric_max_excerpts_default: 7,
      deep_judgment_rubric_fuzzy_match_threshold_default: 0.8,
      deep_judgment_rubric_excerpt_retry_attempts_default: 2,
      deep_judgment_rubric_search_tool: 'tavily',
      deep_judgment_rubric_mode: 'disabled',
      deep_judgment_rubric_global_excerpts: true,
      deep_judgment_rubric_config: null,
      few_shot_config: null,
      prompt_config: null,
      agentic_parsing: false,
      agentic_parsing_trigger: 'always',
      agentic_judge_context: 'workspace_only',
      agentic_parsing_max_turns: 15,
      agentic_parsing_timeout: 120,
      agentic_parsing_materialize_trace: false,
      agentic_parsing_persist_trace: false,
      agentic_rubric_strategy: 'individual',
      agentic_rubric_parallel: false,
      agentic_tool_loop_judges: false,
      workspace_copy: true,
      workspace_cleanup: true,
      workspace_output_mode: 'none',
      workspace_output_dir: null,
      workspace_output_exclude_patterns: [],
      db_config: null,
      request_timeout: 120,
      scenario_turn_limit: 20,
      replay_store: null,
      replay_parse_on_hydration_mismatch: 'fall_through',
      skip_triples: null,
      custom_error_patterns: [],
      max_requeue_count: 5,
      compat: 'default',
    })
    expect(c.retry_policy.rate_limit.max_attempts).toBe(5)
  })

  it('derives rubric_enabled from evaluation_mode and drops the input keys', () => {
    const c = resolve({ ...base, evaluation_mode: 'rubric_only', rubric_enabled: false, deep_judgment_rubric_search_enabled: true })
    expect(c.rubric_enabled).toBe(true)
    expect('deep_judgment_rubric_search_enabled' in c).toBe(false)
    expect(resolve({ ...base, rubric_enabled: true }).rubric_enabled).toBe(false)
  })

  it('gives answering models without a system prompt the default, and leaves parsing models alone', () => {
    const c = resolve({ answering_models: [answerer, { ...answerer, id: 'b', system_prompt: 'Be terse.' }], parsing_models: [judge] })
    expect(c.answering_models.map((m) => m.system_prompt)).toEqual([DEFAULT_ANSWERING_SYSTEM_PROMPT, 'Be terse.'])
    expect(c.parsing_models[0]!.system_prompt).toBeNull()
  })

  it('accepts short model ids', () => {
    const c = resolve({ answering_models: ['anthropic:claude-haiku-4-5'], parsing_models: ['openai:gpt-4.1-mini'] })
    expect(c.parsing_models[0]).toMatchObject({ interface: 'langchain', model_provider: 'openai', model_name: 'gpt-4.1-mini' })
    expect(configError(() => resolve({ ...base, parsing_models: ['nonsense'] })).key).toBe('parsing_models[0]')
  })

  it('moves shortcut instruction keys into prompt_config, filling only null fields', () => {
    const c = resolve({ ...base, parsing_instructions: 'P', generation_instructions: 'G', prompt_config: { generation: 'kept' } })
    expect(c.prompt_config).toEqual({
      generation: 'kept',
      parsing: 'P',
      abstention_detection: null,
      sufficiency_detection: null,
      rubric_evaluation: null,
      agentic_parsing: null,
      deep_judgment: null,
    })
    expect('parsing_instructions' in c).toBe(false)
    expect(resolve({ ...base, deep_judgment_instructions: 'D' }).prompt_config?.deep_judgment).toBe('D')
  })
})

describe('VerificationConfig keys', () => {
  it('rejects an extra key, naming it', () => {
    const error = configError(() => resolve({ ...base, replicates: 2 }))
    expect(error.key).toBe('replicates')
    expect(error.message).toContain('unknown key')
  })

  it('rejects an extra model key with its path', () => {
    expect(configError(() => resolve({ ...base, parsing_models: [{ ...judge, temprature: 0 }] })).key).toBe('parsing_models[0].temprature')
  })

  it('names the key, the expectation and the value received', () => {
    const error = configError(() => resolve({ ...base, evaluation_mode: 'rubric' }))
    expect(error.key).toBe('evaluation_mode')
    expect(error.message).toMatch(/template_only/)
    expect(error.message).toContain('"rubric"')
    expect(configError(() => resolve({ ...base, replicate_count: 0 })).message).toContain('received 0')
  })

  it('accepts camelCase keys, mapped mechanically, but not both spellings', () => {
    const c = resolveVerificationConfig(
      { answeringModels: [answerer], parsingModels: [judge], deepJudgmentRubricMaxExcerptsDefault: 4, useFullTraceForRubric: false },
      {},
    )
    expect(c.deep_judgment_rubric_max_excerpts_default).toBe(4)
    expect(c.use_full_trace_for_rubric).toBe(false)
    expect(configError(() => resolve({ ...base, replicateCount: 0 })).key).toBe('replicateCount')
    expect(configError(() => resolve({ answeringModels: [answerer], parsingModels: [{ ...judge, bad: 1 }] })).key).toBe('parsingModels[0].bad')
    expect(configError(() => resolve({ ...base, fooBar: 1 })).key).toBe('fooBar')
    const error = configError(() => resolve({ ...base, replicate_count: 1, replicateCount: 2 }))
    expect(error.key).toBe('replicate_count')
    expect(error.message).toContain('replicateCount')
  })
})

describe('VerificationConfig environment', () => {
  const env = {
    EMBEDDING_CHECK: 'yes',
    EMBEDDING_CHECK_MODEL: 'm',
    EMBEDDING_CHECK_THRESHOLD: '0.5',
    KARENINA_ASYNC_ENABLED: 'false',
    KARENINA_ASYNC_MAX_WORKERS: '8',
    KARENINA_MAX_CONCURRENT_LLM_REQUESTS: '16',
  }

  it('fills keys that were not passed (env > default)', () => {
    expect(resolve(base, env)).toMatchObject({
      embedding_check_enabled: true,
      embedding_check_model: 'm',
      embedding_check_threshold: 0.5,
      async_enabled: false,
      async_max_workers: 8,
      max_concurrent_requests: 16,
    })
  })

  it('never overrides an explicit value (explicit > env), and ignores unparseable numbers', () => {
    const c = resolve({ ...base, embedding_check_enabled: false, async_max_workers: 3 }, env)
    expect(c.embedding_check_enabled).toBe(false)
    expect(c.async_max_workers).toBe(3)
    const bad = resolve(base, { EMBEDDING_CHECK_THRESHOLD: 'high', KARENINA_ASYNC_MAX_WORKERS: 'many' })
    expect(bad.embedding_check_threshold).toBe(0.85)
    expect(bad.async_max_workers).toBe(2)
  })
})

describe('VerificationConfig validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no parsing model', { ...base, parsing_models: [] }, 'parsing_models'],
    ['no answering model', { parsing_models: [judge] }, 'answering_models'],
    ['provider missing', { ...base, parsing_models: [{ id: 'x', model_name: 'gpt' }] }, 'parsing_models[0].model_provider'],
    ['pool_k < 1 in k-shot', { ...base, few_shot_config: { pool_mode: 'k-shot', pool_k: 0 } }, 'few_shot_config.pool_k'],
    [
      'question k < 1',
      { ...base, few_shot_config: { question_configs: { q1: { mode: 'k-shot', k: 0 } } } },
      'few_shot_config.question_configs.q1.k',
    ],
    ['reasoning_only + search', { ...base, deep_judgment_mode: 'reasoning_only', deep_judgment_search_enabled: true }, 'deep_judgment_search_enabled'],
    ['unknown search tool', { ...base, deep_judgment_search_enabled: true, deep_judgment_search_tool: 'bing' }, 'deep_judgment_search_tool'],
    ['custom rubric DJ without config', { ...base, deep_judgment_rubric_mode: 'custom' }, 'deep_judgment_rubric_config'],
    ['dynamic without agentic parsing', { ...base, agentic_parsing_trigger: 'dynamic' }, 'agentic_parsing_trigger'],
    ['agentic parsing with a judge that cannot run as an agent', { ...base, parsing_models: [{ id: 'm', interface: 'taskeval', model_name: 'm' }], agentic_parsing: true }, 'parsing_models[0].interface'],
    ['agentic parsing with a tool-loop judge (no opt-in)', { ...base, agentic_parsing: true }, 'parsing_models[0].interface'],
    ['agentic parsing with a taskeval judge, even opted in', { ...base, parsing_models: [{ id: 'm', interface: 'taskeval', model_name: 'm' }], agentic_parsing: true, agentic_tool_loop_judges: true }, 'parsing_models[0].interface'],
    [
      'agentic parsing in rubric_only',
      { ...base, parsing_models: ['claude_agent_sdk:claude-sonnet-4-5'], agentic_parsing: true, evaluation_mode: 'rubric_only' },
      'agentic_parsing',
    ],
    [
      'materialize with workspace_only',
      { ...base, parsing_models: ['claude_agent_sdk:claude-sonnet-4-5'], agentic_parsing: true, agentic_parsing_materialize_trace: true },
      'agentic_parsing_materialize_trace',
    ],
  ]
  it.each(cases)('%s → ConfigError on %s', (_name, input, key) => {
    expect(configError(() => resolve(input)).key).toBe(key)
  })

  it('accepts what the rules allow', () => {
    expect(resolve({ parsing_models: [judge], parsing_only: true }).answering_models).toEqual([])
    expect(resolve({ ...base, few_shot_config: { source: 'disabled', pool_mode: 'k-shot', pool_k: 0 } }).few_shot_config?.pool_k).toBe(0)
    const search = async () => 'results'
    expect(resolve({ ...base, deep_judgment_search_enabled: true, deep_judgment_search_tool: search }).deep_judgment_search_tool).toBe(search)
    expect(resolve({ ...base, deep_judgment_search_enabled: true, deep_judgment_search_tool: 'Tavily' }).deep_judgment_search_tool).toBe('Tavily')
    const custom = resolve({ ...base, deep_judgment_rubric_mode: 'custom', deep_judgment_rubric_config: { global: { clarity: {} } } })
    expect(custom.deep_judgment_rubric_config?.global.clarity).toMatchObject({ enabled: true, excerpt_enabled: true, max_excerpts: null })
  })

  it("agentic parsing needs deep_agent judges (Karenina); agentic_tool_loop_judges admits OpenAI/Anthropic ones and is serialized only when true", () => {
    const endpoint = { id: 'j', model_name: 'gpt-judge', interface: 'openai_endpoint', endpoint_base_url: 'http://127.0.0.1:9/v1' }
    const input = { ...base, parsing_models: ['claude_agent_sdk:claude-sonnet-4-5', endpoint], agentic_parsing: true }
    expect(configError(() => resolve(input)).message).toBe(
      'parsing_models[1].interface: interface "openai_endpoint" is tool_loop; agentic_parsing needs a deep_agent interface (claude_agent_sdk, langchain_deep_agents), ' +
        'or set agentic_tool_loop_judges: true to let this tool-loop judge investigate with the read-only workspace tools',
    )
    // langchain_deep_agents is deep_agent tier and runs here (deepagents): accepted without the opt-in.
    expect(resolve({ ...input, parsing_models: [{ ...judge, interface: 'langchain_deep_agents' }] }).parsing_models[0]!.interface).toBe('langchain_deep_agents')
    const faithful = resolve({ ...input, parsing_models: ['claude_agent_sdk:claude-sonnet-4-5'] })
    expect(faithful.agentic_tool_loop_judges).toBe(false)
    expect(serializeVerificationConfig(faithful)).not.toHaveProperty('agentic_tool_loop_judges')
    const optedIn = resolve({ ...input, agenticToolLoopJudges: true } as never)
    expect(optedIn.agentic_tool_loop_judges).toBe(true)
    expect(serializeVerificationConfig(optedIn).agentic_tool_loop_judges).toBe(true)
  })

  it('warns about trace_only agentic parsing', () => {
    const warnings: string[] = []
    resolveVerificationConfig(
      {
        ...base,
        parsing_models: ['claude_agent_sdk:claude-sonnet-4-5'],
        agentic_parsing: true,
        agentic_parsing_trigger: 'dynamic',
        agentic_judge_context: 'trace_only',
      },
      {},
      { onWarning: (m) => warnings.push(m) },
    )
    expect(warnings).toHaveLength(2)
  })
})

describe('helpers', () => {
  it('stamps request_timeout and retry_policy onto models lacking them', () => {
    const c = resolve({ ...base, request_timeout: 30, parsing_models: [{ ...judge, request_timeout: 5 }] })
    expect(stampModelDefaults(c.answering_models[0]!, c)).toMatchObject({ request_timeout: 30, retry_policy: c.retry_policy })
    expect(stampModelDefaults(c.parsing_models[0]!, c).request_timeout).toBe(5)
  })

  it('exposes the schema for direct snake_case parsing', () => {
    expect(VerificationConfigSchema.safeParse({ parsing_models: [judge], parsing_only: true }).success).toBe(true)
  })
})
