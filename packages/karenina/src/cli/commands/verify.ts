import { randomUUID } from 'node:crypto'
import { mkdir, rm, stat } from 'node:fs/promises'
import { basename, dirname, resolve } from 'node:path'
import { Command, Option } from 'commander'
import type { Benchmark } from '../../benchmark/benchmark.js'
import { countProgressFile } from '../../batch/progressive-save.js'
import { runVerification } from '../../batch/run-verification.js'
import { resolveVerificationConfig, type VerificationConfig } from '../../config/verification-config.js'
import { VerificationBatchError } from '../../results/verification-batch-error.js'
import { writeHtmlReport } from '../../report/html-report.js'
import { formatSummary } from '../../report/summary-table.js'
import { writeResultsExport } from '../../results/export.js'
import { jobInfoFromResults } from '../../results/export-metadata.js'
import { resolveOutputTarget } from '../../utils/output-file.js'
import { ScenarioExecutionResult } from '../../results/scenario-execution-result.js'
import { formatScenarioSummary } from '../../scenario/run/scenario-summary.js'
import type { VerificationResultSet } from '../../results/verification-result-set.js'
import { summaryResultsOf } from '../../results/stored-result-set.js'
import { regexTimeoutMs, setRegexTimeout } from '../../regex-guard/guarded-regex.js'
import { rubricDefinition } from '../../results/rubric-definition.js'
import { CliError } from '../cli-error.js'
import { useColor, writeLine, type CliIo } from '../cli-io.js'
import { EXIT, type ExitCode } from '../exit-codes.js'
import { openCheckpoint } from '../open-checkpoint.js'
import { checkRun } from '../pass-rate-gate.js'
import { integerOption, listOption, passRateOption, secondsOption, secondsOrZeroOption, usdOption } from '../parse-options.js'
import { injectTestFault } from '../test-fault.js'
import { createProgressReporter } from '../progress-reporter.js'
import { WaitingNotice } from '../waiting-notice.js'
import { formatBatchSummary } from '../batch-summary.js'
import { costByRole, withPrices } from '../../results/cost.js'
import { PRICES_OPTION_HELP, readPricesFile } from '../prices-file.js'
import type { BatchModeStats } from '../../scenario/run/progress-event.js'
import { loadTemplateModule, TEMPLATES_MODULE_HELP, TEMPLATES_OPTION_HELP } from '../template-module.js'
import { loadStagesModule, STAGES_MODULE_HELP, STAGES_OPTION_HELP } from '../stages-module.js'
import { ANSWERER_MODULE_HELP, ANSWERER_OPTION_HELP } from '../answerer-module.js'
import { StageGraphError } from '../../errors/stage-graph-error.js'
import { buildVerifyConfig, modelInfo, readConfigPrices, type RunFlags, type VerifyConfigFlags } from '../verify-config.js'
import { appendStepSummary } from '../../runner/reporting/run-summary.js'
import { displayPath } from '../../runner/reporting/display-path.js'
import { resultVerdict } from '../../results/result-verdict.js'

interface VerifyOptions extends VerifyConfigFlags, RunFlags {
  stages?: string
  resume?: boolean
  waitingNotice: number
  regexTimeout?: number
  trustCheckpoint?: boolean
  batch?: boolean
  batchPoll: number
  prices?: string
  githubSummary?: boolean
  maxCost?: number
}

/**
 * Where a run saves results as they complete: beside the output, its extension replaced by
 * `.results.jsonl` (`results.json` → `results.results.jsonl`, Karenina's `X.results.jsonl` sidecar).
 */
export function progressFileOf(output: string): string {
  return output.replace(/\.json$/i, '') + '.results.jsonl'
}

function checkQuestionIds(benchmark: Benchmark, ids: readonly string[] | undefined, config: VerificationConfig): void {
  if (!ids) return
  const known = benchmark.getQuestionIds()
  for (const id of ids) {
    if (!benchmark.hasQuestion(id)) {
      const sample = known.slice(0, 5).map((k) => JSON.stringify(k)).join(', ')
      throw new CliError(`--questions: unknown question id ${JSON.stringify(id)} (the checkpoint has ${known.length}: ${sample}${known.length > 5 ? ', …' : ''})`)
    }
    if (config.evaluation_mode !== 'rubric_only' && benchmark.getQuestion(id).template === null) {
      throw new CliError(`--questions: question ${JSON.stringify(id)} has no answer template (use --mode rubric_only, or add a template)`)
    }
  }
}

/** The scenario runs of a set (a scenario benchmark's run puts ScenarioExecutionResults there). */
function scenarioRunsOf(results: VerificationResultSet): ScenarioExecutionResult[] {
  return (results.scenarioResults ?? []).filter((r): r is ScenarioExecutionResult => r instanceof ScenarioExecutionResult)
}

async function runVerify(checkpoint: string, opts: VerifyOptions, io: CliIo): Promise<ExitCode> {
  const checkpointPath = resolve(io.cwd, checkpoint)
  if (opts.resume && !opts.output) throw new CliError('--resume needs --output (the run continues the results saved beside it)')
  const env: Record<string, string | undefined> = { ...io.env }
  if (opts.replay) env['KARENINA_REPLAY'] = opts.replay
  if (opts.cassette) env['KARENINA_REPLAY_CASSETTE'] = resolve(io.cwd, opts.cassette)
  // The --config file's prices, then --prices on top (a flag wins over the file, as for every key).
  const configPrices = opts.config ? await readConfigPrices(resolve(io.cwd, opts.config)) : undefined
  const flagPrices = opts.prices ? await readPricesFile(opts.prices, io.cwd) : undefined
  const prices = configPrices || flagPrices ? { ...configPrices, ...flagPrices } : undefined
  const configInput = await buildVerifyConfig(opts, io.cwd)
  const config = resolveVerificationConfig(configInput, env) // a bad model or key fails here, before any work
  if (opts.regexTimeout === undefined) regexTimeoutMs() // so does a bad KARENINA_REGEX_TIMEOUT_MS (ConfigError)
  const registered = opts.templates ? await loadTemplateModule(opts.templates, io.cwd) : undefined
  const stages = opts.stages ? await loadStagesModule(opts.stages, io.cwd) : undefined
  const benchmark = await openCheckpoint(checkpointPath, { onWarning: (message) => writeLine(io.stderr, `warning: ${message}`), ...(registered ? { registered } : {}) })
  checkQuestionIds(benchmark, opts.questions, config)

  const output = opts.output ? resolve(io.cwd, opts.output) : undefined
  const html = opts.html ? resolve(io.cwd, opts.html) : undefined
  // Every output is checked before the run, so a refused one (read-only, an input, a socket) costs no model call.
  const inputs = [checkpointPath, ...[opts.config, opts.manualTraces, opts.templates, opts.replayStore, opts.cassette].map((f) => (f ? resolve(io.cwd, f) : undefined))]
  const outputTarget = output ? await resolveOutputTarget(output, { inputs }) : undefined
  if (html) await resolveOutputTarget(html, { inputs: [...inputs, output] })
  // A device or FIFO output (`-o /dev/null`, `-o /dev/stdout`) is streamed at the end: no progress file beside it.
  const jsonl = output && outputTarget?.mode === 'replace' ? progressFileOf(output) : undefined
  if (opts.resume && !jsonl) throw new CliError(`--resume needs a regular --output file: ${output} is written in place (a device, a FIFO or stdout) and has no progress file beside it`)
  if (jsonl) await resolveOutputTarget(jsonl, { inputs: [...inputs, output, html], regularOnly: true })
  if (jsonl && !opts.resume && ((await stat(jsonl).catch(() => null))?.size ?? 0) > 0) {
    throw new CliError(`${jsonl} holds the results of an unfinished run: add --resume to continue it, or delete the file to start over`)
  }

  for (const file of [output, html]) if (file) await mkdir(dirname(file), { recursive: true })

  const reporter = createProgressReporter(opts.progress, io.stderr, env)
  if (opts.regexTimeout !== undefined) setRegexTimeout(opts.regexTimeout * 1000)
  // In batch mode every call waits for its batch (minutes to hours): the batch lines say what the run waits for.
  const waiting = opts.waitingNotice > 0 && !opts.batch ? new WaitingNotice(io.stderr, opts.waitingNotice) : null
  let batchStats: BatchModeStats | null = null
  const controller = new AbortController()
  let stoppedBy: NodeJS.Signals | null = null
  // Regex checks that could hang run in a worker under a time budget, so the event loop (and this handler)
  // gets control within about --regex-timeout whatever a check is doing. A second signal ends the process
  // at once (the handlers are `once`).
  const onSignal = (signal: NodeJS.Signals) => {
    stoppedBy ??= signal
    reporter.stop()
    writeLine(io.stderr, `\n${signal}: stopping; results finished so far are kept${jsonl ? ` in ${jsonl}` : ''}`)
    controller.abort(new Error(`interrupted by ${signal}`))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const runName = opts.runName ?? `run_${randomUUID().replaceAll('-', '').slice(0, 8)}`
  const startTime = Date.now() / 1000
  let results: VerificationResultSet
  let exit: ExitCode = EXIT.ok
  try {
    results = await runVerification(benchmark, configInput, {
      env,
      runName,
      signal: controller.signal,
      onProgress: (event) => {
        if (event.type === 'task-finished' || event.type === 'scenario-finished') injectTestFault(env, 'progress')
        if (event.type === 'batch-summary') batchStats = event.stats
        reporter.onEvent(event)
        waiting?.onEvent(event)
      },
      ...(opts.batch ? { batch: { pollIntervalMs: opts.batchPoll * 1000 } } : {}),
      ...(opts.maxCost !== undefined ? { maxCost: opts.maxCost } : {}),
      ...(prices ? { prices } : {}),
      ...(opts.questions ? { questionIds: opts.questions } : {}),
      ...(opts.trustCheckpoint ? { trustCheckpoint: true } : {}),
      ...(stages ? { stages } : {}),
      // Results stay in the progress file once written (a large run's memory stays flat); the export streams them.
      ...(jsonl ? { output: { jsonl, resume: opts.resume ?? false }, keepResults: false } : {}),
    })
  } catch (error) {
    // A stage list that cannot run stops the run before any call: the message names the flag's module.
    if (error instanceof StageGraphError && opts.stages) {
      throw new CliError(error.message.replace(/^(runVerification|runScenarios) options › stages/, `--stages ${opts.stages} › default export`))
    }
    if (!(error instanceof VerificationBatchError)) throw error
    results = error.partialResults
    exit = stoppedBy === 'SIGINT' ? EXIT.sigint : stoppedBy === 'SIGTERM' ? EXIT.sigterm : error.reason === 'budget' ? EXIT.budget : EXIT.incomplete
    reporter.stop()
    const why = error.reason === 'timeout' ? 'timed out' : error.reason === 'budget' ? `reached its budget (--max-cost ${opts.maxCost})` : 'was interrupted'
    writeLine(io.stderr, `the run ${why}: ${results.length} results finished, ${error.unfinished} tasks left.`)
    const more = error.reason === 'budget' ? ' and a higher --max-cost' : ''
    if (jsonl) writeLine(io.stderr, `rerun the same command with --resume${more} to do the rest (progress file: ${jsonl})`)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    waiting?.stop()
    reporter.stop()
  }

  const color = opts.color !== false && useColor(io.stdout, env)
  writeLine(io.stdout)
  // Summaries, counts and the gate read only what a result's summary view keeps.
  const summarized = summaryResultsOf(results)
  writeLine(io.stdout, formatSummary(summarized, { color, title: exit !== EXIT.ok ? 'Partial summary' : `Summary of ${basename(checkpointPath)}`, ...(prices ? { prices } : {}) }))
  if (benchmark.isScenarioBenchmark) writeLine(io.stdout, `\n${formatScenarioSummary(scenarioRunsOf(results))}`)
  if (batchStats !== null) writeLine(io.stdout, `\n${formatBatchSummary(batchStats, costByRole(summarized, { prices: withPrices(prices) }))}`)
  // A run stopped at its budget ended as asked: its finished results are written like a finished run's.
  if (exit !== EXIT.ok && exit !== EXIT.budget) return exit

  if (output) {
    await writeResultsExport(output, results, {
      job: {
        ...jobInfoFromResults(summarized, runName),
        answeringModels: config.answering_models.map(modelInfo),
        parsingModels: config.parsing_models.map(modelInfo),
        startTime,
        endTime: Date.now() / 1000,
        isComplete: exit === EXIT.ok,
      },
      rubricDefinition: rubricDefinition(benchmark.getGlobalRubric()),
    }, { inputs })
  }
  // Before the progress file goes: the report reads the results back from it.
  if (html) await writeHtmlReport(html, results.results, { title: `${benchmark.name}: verification report`, subtitle: `${basename(checkpointPath)} · ${runName}`, ...(prices ? { prices } : {}) }, { inputs: [...inputs, output] })
  if (output) {
    // The export now holds the run: the progress file is done with (Karenina deletes its sidecars too),
    // unless a resumed file also held results of other tasks (another config), which would be lost.
    // A scenario run's progress file holds whole scenario runs, all in the export now.
    // Stopped at the budget: the progress file stays, so --resume with a higher budget does the rest.
    if (exit === EXIT.budget && jsonl) writeLine(io.stderr, `kept ${jsonl}: rerun with --resume and a higher --max-cost to do the rest`)
    else if (jsonl && benchmark.isScenarioBenchmark) await rm(jsonl, { force: true })
    else if (jsonl) {
      const saved = await countProgressFile(jsonl)
      if (saved <= results.length) await rm(jsonl, { force: true })
      else writeLine(io.stderr, `kept ${jsonl}: it also holds ${saved - results.length} results of tasks outside this run`)
    }
    writeLine(io.stdout, `\nresults: ${output}`)
  }
  if (html) writeLine(io.stdout, `report:  ${html}`)
  // Under GitHub Actions, the job page shows the run as the vitest/jest reporters show theirs (cost, batch saving).
  if (opts.githubSummary !== false) {
    const judged = summarized.map((result) => ({ result, pass: resultVerdict(result) === 'pass' }))
    await appendStepSummary(judged, { env, resultsFile: output ? displayPath(output, io.cwd) : null, cost: costByRole(summarized, { prices: withPrices(prices) }) })
  }
  if (exit === EXIT.budget) return exit
  return checkRun(summarized, { minPassRate: opts.minPassRate, allowErrors: opts.allowErrors }, io)
}

/** `karenina verify <checkpoint>`. */
export function verifyCommand(io: CliIo, done: (code: ExitCode) => void): Command {
  return new Command('verify')
    .description('run a benchmark checkpoint: answer every question with each answering model, judge with each parsing model')
    .argument('<checkpoint>', 'JSON-LD checkpoint (.jsonld) written by Karenina or karenina-ts')
    .option('-a, --answering <model...>', 'answering models: provider:model (openai:gpt-4.1-mini), interface:model, openai_endpoint:model@http://host/v1, or manual')
    .option('-p, --parsing <model...>', 'judge (parsing) models, same syntax')
    .addOption(new Option('-m, --mode <mode>', 'evaluation mode').choices(['template_only', 'template_and_rubric', 'rubric_only']))
    .option('-r, --replicates <n>', 'runs per question × answering × judge model', integerOption(1))
    .option('-c, --concurrency <n>', 'tasks in flight (async_max_workers)', integerOption(1))
    .option('--max-requests <n>', 'model requests in flight across the run (max_concurrent_requests)', integerOption(1))
    .option('--timeout <seconds>', 'stop the run after this long (batch_timeout_seconds); finished results are kept', secondsOption)
    .option('--regex-timeout <seconds>', 'time budget of one evaluation of a regular expression that may backtrack catastrophically; the check then fails with "regex timeout" (KARENINA_REGEX_TIMEOUT_MS; default 1)', secondsOption)
    .option('--request-timeout <seconds>', 'timeout of one model request (request_timeout; default 120 s, retried up to 3 times on timeout by the retry policy)', secondsOption)
    .option('--waiting-notice <seconds>', 'print which model call the run waits for once it has waited this long, and again every as long (0: never)', secondsOrZeroOption, 30)
    .option('-q, --questions <ids>', 'only these question ids (comma-separated, repeatable)', listOption)
    .option('-o, --output <file>', "write the results here (Karenina's v2.2 JSON export); progress is saved to <name>.results.jsonl as results complete")
    .option('--resume', 'continue the run saved beside --output: finished results are kept, only the rest runs')
    .option('--batch', "send the OpenAI and Anthropic calls through the providers' batch APIs (half price, results within 24 h), round by round: answers, then judges, then rubric traits. With --output the batch ids are saved beside it, so --resume picks the batches up without submitting again (README: Batch mode)")
    .option('--batch-poll <seconds>', 'with --batch: time between two status reads of a batch', secondsOrZeroOption, 30)
    .option('--html <file>', 'also write the HTML report')
    .option('--prices <file>', PRICES_OPTION_HELP)
    .option('--max-cost <usd>', 'budget in US dollars: once the finished results cost this much no new work starts; tasks in flight finish, every finished result is saved, exit 5 (every answering and judge model needs a price)', usdOption)
    .option('--min-pass-rate <rate>', 'exit 1 when the share of passing results is lower (0.8 or 80%)', passRateOption)
    .option('--allow-errors', 'results that are errors (provider failures, unrunnable templates, failed trait evaluations) count as not passed instead of making the exit code 3')
    .option('--config <file>', 'VerificationConfig JSON (or a preset file); flags override its keys. Data, except answering_models[].answerer naming your app\'s module (as --answerer, relative to the file); TypeScript templates and callables go in --templates')
    .option('--mcp <name=url...>', 'MCP servers (Streamable HTTP) of every answering model, which then answers as a tool-using agent')
    .option('--mcp-stdio <name=command...>', "stdio MCP servers of every answering model: the server's command line, quoted as one argument (--mcp-stdio 'files=npx -y @modelcontextprotocol/server-filesystem ./docs'); it runs in the working directory. Environment and other settings: mcp_urls_dict in --config")
    .option('--workspace-root <dir>', 'root of the question workspaces (workspace_root): agentic parsing copies each question\'s workspace_path from here, and judges what the agents left there')
    .option('--agentic-tool-loop-judges', 'karenina-ts only (agentic_tool_loop_judges): agentic parsing and agentic rubric traits accept OpenAI/Anthropic judges, which investigate the workspace with read-only file tools; without it, as in Karenina, the judge must be a deep agent (claude_agent_sdk, langchain_deep_agents)')
    .option('--trust-checkpoint', "let the checkpoint's own model configs (scenario node modelOverride, agentic trait model_override) use what only you may grant: stdio MCP commands, MCP URLs, endpoints and keys, agent runtimes and their tools, extra_kwargs; without it such a file is refused before anything runs (README: Security model; karenina validate lists them)")
    .option('--manual-traces <file>', 'answers of the manual answering model: {"<question id or MD5 of its text>": "<answer>"}')
    .option('--answerer <module...>', ANSWERER_OPTION_HELP)
    .option('--templates <module>', TEMPLATES_OPTION_HELP)
    .option('--stages <module>', STAGES_OPTION_HELP)
    .addOption(new Option('--replay <mode>', 'record/replay cassette mode (KARENINA_REPLAY)').choices(['off', 'record', 'replay', 'auto']))
    .option('--cassette <file>', 'cassette file (KARENINA_REPLAY_CASSETTE)')
    .option('--replay-store <file>', "replay store JSON (replay_store; Karenina's --replay <store.json>): questions with an entry are not answered again, nor judged when the entry has parsed fields or a verdict; the store's miss_policy strict fails the others")
    .option('--run-name <name>', 'metadata.run_name of every result (default run_<8 hex>)')
    .addOption(new Option('--compat <mode>', "'karenina-python' reproduces the Python source's defects").choices(['default', 'karenina-python']))
    .addOption(new Option('--progress <style>', 'progress display: a bar on a terminal, one line per result otherwise').choices(['auto', 'bar', 'plain', 'none']).default('auto'))
    .option('--no-color', 'no colours in the summary')
    .option('--no-github-summary', 'under GitHub Actions, do not append the run summary to $GITHUB_STEP_SUMMARY')
    .addHelpText(
      'after',
      `
Examples:
  karenina verify bench.jsonld -a openai:gpt-4.1-mini -p openai:gpt-4.1-mini -o results.json --html report.html
  karenina verify bench.jsonld -a manual --manual-traces answers.json -p openai:gpt-4.1-mini \\
      --replay replay --cassette judge.cassette.json -o results.json
  karenina verify bench.jsonld -a openai:gpt-4.1-mini -p openai:gpt-4.1-mini --mcp search=http://127.0.0.1:8931/mcp
  karenina verify bench.jsonld -a openai:gpt-4.1-mini -p openai:gpt-4.1-mini --mcp-stdio 'files=npx -y @modelcontextprotocol/server-filesystem ./docs'
  karenina verify bench.jsonld ... -o results.json --resume     # after an interruption
  karenina verify bench.jsonld ... -o results.json --batch      # half price through the batch APIs; --resume continues it
  karenina verify bench.jsonld ... --templates karenina.templates.mjs   # classic templates in TypeScript
  karenina verify bench.jsonld ... --stages karenina.stages.mjs         # custom stages (docs/custom-stages.md)
  karenina verify bench.jsonld --answerer ./my-app.mjs#supportBot -p openai:gpt-4.1-mini   # your app answers

Timeouts:
  --timeout S          bounds the whole run (batch_timeout_seconds); finished results are kept (exit 3)
  --request-timeout S  bounds each model request (request_timeout, default 120 s, also settable in
                       --config); a timed-out request is retried up to 3 times (retry_policy.timeout), so
                       with the defaults a hung endpoint costs about 8 minutes per call
  While a call is slow the run says which one it waits for, every --waiting-notice seconds (30):
    waiting 30 s for judge openai:gpt-4.1-mini (question q12, stage ParseTemplate, attempt 1, request timeout 120 s; …)`,
    )
    .addHelpText('after', TEMPLATES_MODULE_HELP)
    .addHelpText('after', STAGES_MODULE_HELP)
    .addHelpText('after', ANSWERER_MODULE_HELP)
    .action(async (checkpoint: string, opts: VerifyOptions) => {
      done(await runVerify(checkpoint, opts, io))
    })
}
