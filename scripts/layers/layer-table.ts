// The layers of packages/karenina/src, bottom first: the one source of truth that docs/architecture.md's layer table
// mirrors (scripts/layers/layers.test.ts checks both the code and the doc against it).
// A folder may import its own layer and the layers below it, never one above; no two folders may import each other,
// directly or around a loop, even within one layer.

export interface LayerEntry {
  /** 1 is the bottom. */
  readonly layer: number
  /** A folder of src/ (top-level, or one level below where a folder is split), or `.` for the entry files at its root (index.ts, reporter.ts, runner-config.ts). */
  readonly folder: string
  /** What the folder is for, in one line. */
  readonly purpose: string
}

export const LAYER_TABLE: readonly LayerEntry[] = [
  { layer: 1, folder: 'errors', purpose: 'KareninaError and its general subclasses, one file each' },
  { layer: 2, folder: 'utils', purpose: 'small generic helpers: output files, lazy Node built-ins, secrets redaction, text tables' },
  { layer: 3, folder: 'compat', purpose: "Python runtime semantics (str, float, truthiness, json.dumps, re) that verdicts depend on" },
  { layer: 4, folder: 'parsing', purpose: 'JSON recovered from fenced or chatty LLM output, and JSON repair' },
  { layer: 4, folder: 'regex-guard', purpose: 'user regular expressions under a time budget, ReDoS analysis' },
  { layer: 5, folder: 'replay-store', purpose: "Karenina's ReplayStore of recorded answers and traces" },
  { layer: 6, folder: 'trace', purpose: 'LLM messages as a raw trace, trace masking, final-message extraction' },
  { layer: 6, folder: 'config', purpose: 'VerificationConfig, model configs and identities, presets, retry policy, MCP server specs' },
  { layer: 7, folder: 'llm', purpose: 'model ports, providers (OpenAI, Anthropic, agents, manual), retry, limits, cassettes, the workspace root agents are bound to, other SDKs\' traces read as ours (`from-sdk/`)' },
  { layer: 8, folder: 'mcp', purpose: 'MCP client: server specs, connections, one session per run' },
  { layer: 8, folder: 'workspace-tools', purpose: 'agent tools bound to one directory' },
  { layer: 8, folder: 'trajectory', purpose: "an agent's tool calls read from any trace, and the checks on them (calledTools, calledTool, stepCount)" },
  { layer: 9, folder: 'prompts', purpose: 'the prompts of parsing, generation, checks, rubric traits and deep judgment' },
  { layer: 10, folder: 'primitives', purpose: 'deterministic verification primitives and their registry' },
  { layer: 10, folder: 'composition', purpose: 'field checks combined: all-of, any-of, at-least-n, granular score' },
  { layer: 11, folder: 'template', purpose: 'answer templates: defineTemplate, fields, judge schema, TemplateSpec' },
  { layer: 11, folder: 'rubric', purpose: 'rubric traits and their evaluation' },
  { layer: 11, folder: 'scenario', purpose: 'scenario definitions: graph, state checks, outcomes' },
  { layer: 12, folder: 'results', purpose: "VerificationResult, result sets, export/import, summaries, merge, a stopped run's error" },
  { layer: 13, folder: 'deep-judgment', purpose: 'deep judgment of templates and rubrics, fuzzy excerpt matching' },
  { layer: 14, folder: 'python-sandbox', purpose: 'classic Python templates: Python source reader, Pyodide sandbox' },
  { layer: 15, folder: 'benchmark', purpose: 'Benchmark and question ids, JSON-LD checkpoints' },
  { layer: 16, folder: 'pipeline', purpose: 'the staged verification pipeline for one task (runTask), workspaces, agentic stages' },
  { layer: 17, folder: 'scenario/run', purpose: 'scenarios run turn by turn, their results, and the progress events of a run' },
  { layer: 18, folder: 'batch', purpose: 'runVerification: task expansion, scheduling, progressive save and resume' },
  { layer: 19, folder: 'results-diff', purpose: 'two runs compared: flips, intervals, regression gate' },
  { layer: 20, folder: 'report', purpose: 'terminal summary and the self-contained HTML report' },
  { layer: 21, folder: 'fast-check', purpose: "arbitraries for users' property tests" },
  { layer: 21, folder: 'runner', purpose: "what both sides of a test run share: the runner config, verdicts, the run directory's result records" },
  { layer: 22, folder: 'runner/runtime', purpose: 'in the test worker: matchers, describeBenchmark/describeScenario plans, result hand-off' },
  { layer: 22, folder: 'runner/reporting', purpose: "in the runner's main process: the reporter, results file, run and step summaries" },
  { layer: 23, folder: 'cli', purpose: 'the `karenina` command' },
  { layer: 24, folder: '.', purpose: 'the package entries: index.ts, runner.ts, reporter.ts, runner-config.ts' },
]

/**
 * Imports that break the table, each `from-file -> to-file` (paths under src/): the only exceptions the layering
 * test allows. It fails when one of them no longer occurs, so this list can only shrink; it is empty.
 */
export const KNOWN_VIOLATIONS: readonly string[] = []
