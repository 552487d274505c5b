import { resolve } from 'node:path'
import { Command } from 'commander'
import { pyStrRepr } from '../../compat/py-str.js'
import type { Benchmark } from '../../benchmark/benchmark.js'
import { formatCheckpointSetting } from '../../config/checkpoint-trust.js'
import { benchmarkCheckpointSettings } from '../../benchmark/checkpoint/checkpoint-settings.js'
import { CheckpointError } from '../../errors/checkpoint-error.js'
import { KareninaError } from '../../errors/karenina-error.js'
import { benchmarkPatterns, vulnerablePatterns } from '../../benchmark/checkpoint/checkpoint-patterns.js'
import { redosAnalyserInstalled } from '../../regex-guard/redos-analysis.js'
import { definePythonTemplate, isPythonTemplate } from '../../python-sandbox/python-template.js'
import { CliError } from '../cli-error.js'
import { writeLine, type CliIo } from '../cli-io.js'
import { EXIT, type ExitCode } from '../exit-codes.js'
import { openCheckpoint } from '../open-checkpoint.js'
import { loadTemplateModule, TEMPLATES_MODULE_HELP, TEMPLATES_OPTION_HELP } from '../template-module.js'

interface ValidateOptions {
  templates?: string
  trustCheckpoint?: boolean
}

/**
 * Lists the settings of the file that need `--trust-checkpoint` (config/checkpoint-trust.ts). Without the
 * flag they make the file fail validation, as `karenina verify` would refuse it; with it they are notes.
 */
function reportCheckpointSettings(checkpoint: string, benchmark: Benchmark, opts: ValidateOptions, io: CliIo): boolean {
  const settings = benchmarkCheckpointSettings(benchmark)
  if (settings.length === 0) return true
  const out = opts.trustCheckpoint ? io.stdout : io.stderr
  const label = opts.trustCheckpoint ? 'trusted' : 'needs --trust-checkpoint'
  for (const s of settings) writeLine(out, `${label}: ${checkpoint}: ${formatCheckpointSetting(s)}`)
  if (!opts.trustCheckpoint) {
    writeLine(io.stderr, `refused: ${settings.length} ${settings.length === 1 ? 'setting' : 'settings'} of this file can start processes, send requests (with your API keys) to endpoints it names, or grant tools; karenina verify refuses the file unless you pass --trust-checkpoint`)
  }
  return opts.trustCheckpoint === true
}

async function runValidate(checkpoint: string, opts: ValidateOptions, io: CliIo): Promise<ExitCode> {
  const path = resolve(io.cwd, checkpoint)
  // A bad module is bad input (2), like an unreadable checkpoint; it is not what validate reports.
  const registered = opts.templates ? await loadTemplateModule(opts.templates, io.cwd) : undefined
  let benchmark
  try {
    benchmark = await openCheckpoint(path, { onWarning: (message) => writeLine(io.stderr, `warning: ${message}`), ...(registered ? { registered } : {}) })
  } catch (error) {
    // An unreadable file is bad input (2); a file that reads but is wrong is what validate reports (1).
    if (error instanceof CliError) throw error
    if (error instanceof CheckpointError || KareninaError.isInstance(error)) {
      writeLine(io.stderr, `invalid: ${error.message}`)
      return EXIT.checkFailed
    }
    throw error
  }
  if (benchmark.isScenarioBenchmark) return validateScenarios(checkpoint, benchmark, opts, io)
  const questions = benchmark.getAllQuestions()
  // A template that loads but cannot run here (unreadable Python, an unknown primitive) fails verify: report it.
  const problems = questions.flatMap((q, i) => (q.templateProblem ? [`${checkpoint}: dataFeedElement[${i}].item.hasPart.text: ${q.templateProblem}`] : []))
  // Classic Python templates are built in the Python sandbox, as verify would: a class that fails to load is reported.
  let python = 0
  for (const [i, q] of questions.entries()) {
    if (q.template === null || !isPythonTemplate(q.template)) continue
    python++
    try {
      await definePythonTemplate(q.template)
    } catch (error) {
      problems.push(`${checkpoint}: dataFeedElement[${i}].item.hasPart.text: question ${JSON.stringify(q.id)}: the Python template ${q.template.name} failed to load in the sandbox: ${(error as Error).message}`)
    }
  }
  const trusted = reportCheckpointSettings(checkpoint, benchmark, opts, io)
  if (problems.length > 0) {
    for (const problem of problems) writeLine(io.stderr, `invalid: ${problem}`)
    if (!registered) writeLine(io.stderr, 'hint: register TypeScript implementations of classic templates with --templates <module> (see karenina validate --help)')
    return EXIT.checkFailed
  }
  if (!trusted) return EXIT.checkFailed
  const withTemplate = questions.filter((q) => q.template !== null).length
  const withRubric = questions.filter((q) => q.rubric !== null).length
  const global = benchmark.getGlobalRubric()
  writeLine(
    io.stdout,
    `valid: ${checkpoint}: "${benchmark.name}", ${questions.length} questions (${benchmark.finishedCount} finished, ${withTemplate} with templates, ${withRubric} with question rubrics)${global ? ', global rubric' : ''}`,
  )
  if (registered) {
    const count = Object.keys(registered.templates).length
    const callables = Object.keys(registered.callables).length
    writeLine(io.stdout, `templates: ${count} TypeScript ${count === 1 ? 'template' : 'templates'} and ${callables} callable ${callables === 1 ? 'function' : 'functions'} from ${registered.label} replace the stored ones: ${Object.keys(registered.templates).slice(0, 5).join(', ')}${count > 5 ? ', …' : ''}`)
  }
  // A warning, not a failure: the file is valid and runs; such a check fails by regex timeout when it hangs.
  if (!redosAnalyserInstalled() && benchmarkPatterns(benchmark).length > 0) {
    writeLine(io.stdout, `note: regular expressions were not analysed for catastrophic backtracking: install the optional package recheck (npm i -D recheck) for that analysis; without it every pattern runs under the regex time budget (--regex-timeout)`)
  }
  for (const v of vulnerablePatterns(benchmark)) {
    const where = v.questionId === null ? v.where : `question ${JSON.stringify(v.questionId)} › ${v.where}`
    writeLine(io.stderr, `warning: ${checkpoint}: ${where}: regular expression ${pyStrRepr(v.pattern)} can backtrack catastrophically (${v.summary}); it runs under the regex time budget, and when that runs out the check is an error (not a verdict)`)
  }
  if (python > 0) writeLine(io.stdout, `python: ${python} classic Python ${python === 1 ? 'template runs' : 'templates run'} in the Python sandbox (Pyodide)`)
  const missing = benchmark.getMissingTemplates()
  if (missing.length > 0) writeLine(io.stdout, `note: ${missing.length} questions have no template and run only in rubric_only mode: ${missing.slice(0, 5).join(', ')}`)
  return EXIT.ok
}

/**
 * A scenario checkpoint: every scenario decodes and its graph is valid (else exit 1 naming the part); nodes
 * whose template cannot run fail it too. Python callables (conditions, state updates, criteria) are named:
 * they load, but do not run in TypeScript.
 */
function validateScenarios(checkpoint: string, benchmark: Benchmark, opts: ValidateOptions, io: CliIo): ExitCode {
  let scenarios
  try {
    scenarios = benchmark.getScenarios({ file: checkpoint })
  } catch (error) {
    if (!KareninaError.isInstance(error)) throw error
    writeLine(io.stderr, `invalid: ${error.message}`)
    return EXIT.checkFailed
  }
  let failed = false
  scenarios.forEach((s, i) => {
    for (const node of Object.values(s.nodes)) {
      if (node.question.templateProblem) {
        writeLine(io.stderr, `invalid: ${checkpoint}: hasPart[${i}].nodes.${node.nodeId}.question.hasPart.text: ${node.question.templateProblem}`)
        failed = true
      }
      if (node.stateUpdateSource) writeLine(io.stdout, `note: scenario "${s.name}" node ${node.nodeId}: its state update is Python code (stateUpdateSource) and does not run here`)
    }
    for (const e of s.edges) if (e.conditionSource) writeLine(io.stdout, `note: scenario "${s.name}" edge ${e.source} → ${e.target}: its condition is Python code (conditionSource); a run that reaches it stops with an error`)
    for (const c of s.outcomeCriteria) if (c.evaluateSource) writeLine(io.stdout, `note: scenario "${s.name}" criterion "${c.name}": Python code (evaluateSource), evaluates to false here`)
  })
  if (!reportCheckpointSettings(checkpoint, benchmark, opts, io)) failed = true
  if (failed) return EXIT.checkFailed
  const nodes = scenarios.reduce((n, s) => n + Object.keys(s.nodes).length, 0)
  writeLine(io.stdout, `valid: ${checkpoint}: "${benchmark.name}", ${scenarios.length} scenarios (${nodes} nodes)`)
  return EXIT.ok
}

/** `karenina validate <checkpoint>`. */
export function validateCommand(io: CliIo, done: (code: ExitCode) => void): Command {
  return new Command('validate')
    .description('check a checkpoint: exit 0 when it loads, 1 with the file, key path and problem when it does not, or when its own model configs need --trust-checkpoint (listed)')
    .argument('<checkpoint>', 'JSON-LD checkpoint (.jsonld)')
    .option('--templates <module>', TEMPLATES_OPTION_HELP)
    .option('--trust-checkpoint', 'accept the settings that karenina verify allows only with --trust-checkpoint (they are still listed)')
    .addHelpText(
      'after',
      `
Trust: every setting of the file's own model configs (scenario node modelOverride, agentic trait
model_override) that could start a process, send requests or your keys to an endpoint the file names, or
grant tools (stdio MCP commands, MCP URLs, endpoints, keys, agent runtimes, extra_kwargs, ...) is listed
with where it is; such a file fails validation (exit 1), since karenina verify refuses it unless given
--trust-checkpoint. With --trust-checkpoint they are listed on stdout and do not fail it.

Regular expressions: every pattern of the checkpoint (template fields, classic regex checks, rubric regex
traits) is analysed for catastrophic backtracking (ReDoS, e.g. (a+)+$) when the optional package recheck is
installed (npm i -D recheck; without it, a note says so). A vulnerable pattern is a warning on
stderr naming the question, the field or trait and the pattern; it does not change the exit code, because
karenina verify runs such patterns under a time budget (--regex-timeout) and fails only that check.`,
    )
    .addHelpText('after', TEMPLATES_MODULE_HELP)
    .action(async (checkpoint: string, opts: ValidateOptions) => {
      done(await runValidate(checkpoint, opts, io))
    })
}
