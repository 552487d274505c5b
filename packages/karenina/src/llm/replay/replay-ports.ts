import { unboxNumber } from '../../compat/py-float-value.js'
import type { ModelConfig } from '../../config/model-config.js'
import { ParseFailureError, type ParseAttemptRecord } from '../../errors/parse-failure-error.js'
import { ReplayMissError } from '../../errors/replay-miss-error.js'
import { mapJsonStrings } from '../../errors/redact-secrets.js'
import { modelCanonicalKey, modelDisplayString, type ModelIdentity } from '../../config/model-identity.js'
import { agentLimits } from '../agent-loop.js'
import type {
  AgentPort,
  AgentResult,
  ChatMessage,
  EmbeddingPort,
  LlmPort,
  ModelPorts,
  ParserPort,
  PortCapabilities,
} from '../ports.js'
import { withoutBatch, type AgentMetrics, type CallUsage } from '../usage.js'
import { AnswererError } from '../app/answerer.js'
import { cassetteKey, normalizeMessage, openCassette, type CassetteKind } from './cassette.js'

/** Settings of {@link withReplay}. */
export interface ReplayPortsOptions {
  mode: 'record' | 'replay' | 'auto'
  cassette: string
  /** Directories judged in place, masked like workspace copies; a replay restores the first (see ReplayOptions). */
  workspaces?: readonly string[]
  config: ModelConfig
  identity: ModelIdentity
  /** Creates the live ports on first need (never in replay mode, so no key is needed there). */
  live: () => Promise<ModelPorts>
  /** Strings never written to a cassette (API keys); replaced by `[REDACTED]`. */
  secrets?: readonly string[]
  hasAgent: boolean
  hasEmbeddings: boolean
  compat?: string
}

const CAPABILITIES: PortCapabilities = { supportsSystemPrompt: true, supportsStructuredOutput: true, supportsStreaming: false }

function redact(value: unknown, secrets: readonly string[]): unknown {
  return mapJsonStrings(value, (text) => secrets.reduce((s, secret) => s.split(secret).join('[REDACTED]'), text))
}

/**
 * Wraps a model's ports with a record/replay cassette (see `cassetteKey` for what identifies a request).
 * Replay serves recorded responses with no network and no key; a miss in `replay` mode throws
 * ReplayMissError naming the key and the cassette. Parse failures are recorded and replayed too; the
 * validator runs again on the recorded JSON.
 */
export function withReplay(options: ReplayPortsOptions): ModelPorts {
  const { config, identity, mode } = options
  const cassette = openCassette(options.cassette)
  const model = modelCanonicalKey(identity)
  const display = modelDisplayString(identity)
  const secrets = (options.secrets ?? []).filter((s) => s.length >= 8)
  let livePorts: Promise<ModelPorts> | undefined
  const live = () => (livePorts ??= options.live())
  const inPlace = options.workspaces ?? []

  async function through<T>(
    kind: CassetteKind,
    request: Record<string, unknown>,
    call: (ports: ModelPorts) => Promise<T>,
    encode: (result: T) => Record<string, unknown>,
    decode: (response: Record<string, unknown>) => T,
    encodeError?: (error: unknown) => Record<string, unknown> | undefined,
    workspace?: string,
  ): Promise<T> {
    // Workspace copies' paths are masked in the key and in what is stored (see maskWorkspacePaths below).
    // So are directories judged in place (a test's workspace, usually a fresh temp dir): a replay names this run's.
    request = maskWorkspacePaths(request, inPlace)
    const key = cassetteKey({ kind, model, request })
    if (mode !== 'record') {
      const entry = await cassette.get(key)
      if (entry) return decode(unmaskWorkspacePaths(entry.response, workspace ?? inPlace[0]))
      if (mode === 'replay')
        throw new ReplayMissError(`request ${key} (${kind}, ${display})`, cassette.file, 're-record it with KARENINA_REPLAY=record or auto')
    }
    const save = (response: Record<string, unknown>) =>
      cassette.put(key, redact({ kind, model: display, request, response: maskWorkspacePaths(response, inPlace) }, secrets) as Parameters<typeof cassette.put>[1])
    let result: T
    try {
      result = await call(await live())
    } catch (error) {
      const recorded = encodeError?.(error)
      if (recorded) await save(recorded)
      throw error
    }
    await save(encode(result))
    return result
  }

  const messagesOf = (messages: readonly ChatMessage[]) => messages.map(normalizeMessage)
  const usageOf = (response: Record<string, unknown>) => ({ usage: response['usage'] as CallUsage, usageUnavailable: response['usage_unavailable'] === true })

  const llm: LlmPort = {
    identity,
    capabilities: CAPABILITIES,
    invoke: (request, callOptions) =>
      through(
        'chat',
        { messages: messagesOf(request.messages), temperature: request.temperature ?? config.temperature, max_tokens: request.maxTokens ?? config.max_tokens },
        (ports) => ports.llm.invoke(request, callOptions),
        (r) => ({ content: r.content, usage: withoutBatch(r.usage), usage_unavailable: r.usageUnavailable, finish_reason: r.finishReason ?? null }),
        (r) => ({
          content: r['content'] as string,
          ...usageOf(r),
          ...(typeof r['finish_reason'] === 'string' ? { finishReason: r['finish_reason'] } : {}),
        }),
      ),
  }

  const parser: ParserPort = {
    identity,
    capabilities: CAPABILITIES,
    parse: (request, callOptions) => {
      const schemaName = request.schemaName ?? (typeof request.schema['title'] === 'string' ? request.schema['title'] : 'Answer')
      return through(
        'parse',
        {
          messages: messagesOf(request.messages),
          schema: request.schema,
          schema_name: schemaName,
          temperature: request.temperature ?? config.temperature,
          max_tokens: config.max_tokens,
          max_retries: config.max_retries,
          compat: options.compat ?? 'default',
        },
        (ports) => ports.parser.parse(request, callOptions),
        (r) => ({ raw: r.raw, usage: withoutBatch(r.usage), usage_unavailable: r.usageUnavailable, attempts: r.attempts }),
        (r) => {
          const attempts = r['attempts'] as ParseAttemptRecord[]
          if (r['error'] !== undefined) throw new ParseFailureError(schemaName, attempts, r['error'] as string)
          let value
          try {
            value = request.validate(r['raw'])
          } catch (error) {
            // The recorded JSON no longer validates (the validator changed): a parse failure, as live.
            throw new ParseFailureError(schemaName, attempts, error instanceof Error ? error.message : String(error))
          }
          return { value, raw: r['raw'], ...usageOf(r), attempts }
        },
        (error) => (error instanceof ParseFailureError ? { error: error.lastError, attempts: error.attempts } : undefined),
      )
    },
  }

  const agent: AgentPort = {
    identity,
    run: (request, callOptions) =>
      through(
        'agent',
        {
          messages: messagesOf(request.messages),
          tools: request.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })),
          // MCP tools by what they are (servers, filter), not by where they run: a replay lists no server.
          ...(request.deferredTools ? { deferred_tools: request.deferredTools.identity } : {}),
          max_turns: agentLimits(request, config).maxTurns,
          max_tool_calls: agentLimits(request, config).maxToolCalls ?? null,
          temperature: request.temperature ?? config.temperature,
          max_tokens: config.max_tokens,
          // A whole run is one entry and a masked in-place workspace's files are not in the key: two tests
          // investigating different files with the same prompt would share it, so the question (test) keys it too.
          ...(inPlace.length > 0 && request.question ? { question_id: request.question.id } : {}),
          // An app answers each replicate anew (it may vary by replicate): each is its own entry.
          ...(config.interface === 'app' ? { replicate: request.replicate ?? null } : {}),
        },
        (ports) => {
          if (!ports.agent) throw new Error(`${display} has no agent port`)
          return ports.agent.run(request, callOptions)
        },
        (r) => ({
          final_response: r.finalResponse,
          raw_trace: r.rawTrace,
          trace_messages: r.traceMessages,
          usage: withoutBatch(r.usage),
          usage_unavailable: r.usageUnavailable,
          turns: r.turns,
          recursion_limit_reached: r.recursionLimitReached,
          agent_metrics: r.agentMetrics,
        }),
        (r): AgentResult => {
          if (typeof r['answerer_error'] === 'string') throw new AnswererError(config.model_name ?? 'app', r['answerer_error'])
          return {
            finalResponse: r['final_response'] as string,
            rawTrace: r['raw_trace'] as string,
            traceMessages: r['trace_messages'] as ChatMessage[],
            ...usageOf(r),
            turns: r['turns'] as number,
            recursionLimitReached: r['recursion_limit_reached'] === true,
            agentMetrics: r['agent_metrics'] as AgentMetrics,
          }
        },
        // An app that threw is recorded as such, so a replay fails that question again without calling it.
        (error) => (error instanceof AnswererError ? { answerer_error: error.message } : undefined),
        request.workspacePath,
      ),
  }

  const embeddings: EmbeddingPort = {
    identity,
    embed: (request, callOptions) =>
      through(
        'embed',
        { texts: [...request.texts], dimensions: request.dimensions ?? null },
        (ports) => {
          if (!ports.embeddings) throw new Error(`${display} has no embedding port`)
          return ports.embeddings.embed(request, callOptions)
        },
        (r) => ({ vectors: r.vectors, usage: r.usage }),
        (r) => ({ vectors: (r['vectors'] as unknown[][]).map((v) => v.map((x) => unboxNumber(x) as number)), usage: usageOf(r).usage }),
      ),
  }

  return { llm, parser, ...(options.hasAgent ? { agent } : {}), ...(options.hasEmbeddings ? { embeddings } : {}) }
}

/**
 * Workspace copies are named `<source>_run_<YYYYmmddTHHMMSS>_pid<pid>[_rep<n>][_<k>]` (pipeline/workspace):
 * their absolute path changes with the clock, the process and the checkout, and the prompts name it (the
 * answering paragraph, the investigation's workspace line, tool calls in traces). In cassette keys and
 * recorded text such a path is {@link WORKSPACE_PLACEHOLDER}, so an agentic benchmark replays anywhere.
 * A path with whitespace or quotes in it is not recognised (its key then changes from run to run).
 */
const SUFFIX = /_run_\d{8}T\d{6}_pid\d+(?:_rep\d+)?(?:_\d+)?(?![\w-])/g
/** Characters that end a path in prose, quotes and JSON. */
const DELIMITER = /[\s"'`<>|*?]/

/** What a workspace copy's path becomes in a cassette. */
export const WORKSPACE_PLACEHOLDER = '<workspace>'

/**
 * `text` with each absolute path ending in a copy suffix replaced: the suffix is found first, then the path's
 * start (its first `/`, `\` or drive letter after the last delimiter), so the scan stays linear even over long
 * unbroken text (a regex scanning forward from every `/` would be quadratic on base64).
 */
function maskText(text: string): string {
  if (!text.includes('_run_')) return text
  let out = ''
  let done = 0
  for (const match of text.matchAll(SUFFIX)) {
    let start = match.index
    while (start > done && !DELIMITER.test(text[start - 1]!)) start--
    const word = text.slice(start, match.index)
    const root = /(?:[A-Za-z]:)?[\\/]/.exec(word)
    if (root === null) continue
    const from = start + root.index
    out += text.slice(done, from) + WORKSPACE_PLACEHOLDER
    done = match.index + match[0].length
  }
  return out + text.slice(done)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `value` with every workspace-copy path in its strings replaced by the placeholder, and each of `inPlace`
 * (directories judged where they are, such as a test's own workspace, whose path is usually a fresh temp dir).
 */
export function maskWorkspacePaths<T>(value: T, inPlace: readonly string[] = []): T {
  // Longest first, so a workspace inside another is masked whole; a longer name sharing the prefix is not.
  const literal = [...new Set(inPlace.filter((p) => p.length > 1))].sort((a, b) => b.length - a.length)
  const pattern = literal.length === 0 ? null : new RegExp(`(?:${literal.map(escapeRegExp).join('|')})(?![\\w.-]*[\\w-])`, 'g')
  return mapJsonStrings(value, (s) => maskText(pattern === null ? s : s.replace(pattern, WORKSPACE_PLACEHOLDER)))
}

/** `value` with the placeholder replaced by this run's `workspace` (a replayed agent's trace names its own copy). */
export function unmaskWorkspacePaths<T>(value: T, workspace: string | undefined): T {
  if (workspace === undefined) return value
  return mapJsonStrings(value, (s) => s.split(WORKSPACE_PLACEHOLDER).join(workspace))
}
