import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { basename, dirname, resolve } from 'node:path'
import { Command, Option } from 'commander'
import { FIXED_BY_STORED_RUN, regradeResults, type RegradeConfigInput } from '../../batch/regrade.js'
import { readStoredAnswers } from '../../batch/stored-answers.js'
import { resolveVerificationConfig, type VerificationConfigInput } from '../../config/verification-config.js'
import { writeHtmlReport } from '../../report/html-report.js'
import { formatSummary } from '../../report/summary-table.js'
import { writeResultsExport } from '../../results/export.js'
import { jobInfoFromResults } from '../../results/export-metadata.js'
import { rubricDefinition } from '../../results/rubric-definition.js'
import { modelDisplayString } from '../../config/model-identity.js'
import { resolveOutputTarget } from '../../utils/output-file.js'
import { useColor, writeLine, type CliIo } from '../cli-io.js'
import type { ExitCode } from '../exit-codes.js'
import { openCheckpoint } from '../open-checkpoint.js'
import { checkRun } from '../pass-rate-gate.js'
import { integerOption, listOption, passRateOption, secondsOption } from '../parse-options.js'
import { createProgressReporter } from '../progress-reporter.js'
import { loadTemplateModule, TEMPLATES_OPTION_HELP } from '../template-module.js'
import { applyJudgeFlags, modelInfo, readConfigFile, requireJudge, type RunFlags } from '../verify-config.js'

interface RegradeFlags extends RunFlags {
  checkpoint: string
}

/** The config of a re-grade: `--config` (without its answering side), then the flags on top. */
async function regradeConfig(flags: RegradeFlags, cwd: string): Promise<RegradeConfigInput> {
  const config: Record<string, unknown> = flags.config ? await readConfigFile(resolve(cwd, flags.config)) : {}
  // The stored run fixes who answered and how often: a config file shared with `verify` may name them.
  for (const key of FIXED_BY_STORED_RUN) delete config[key]
  applyJudgeFlags(config, flags)
  requireJudge(config, 'openai:gpt-4.1')
  return config as RegradeConfigInput
}

async function runRegrade(storedArg: string, flags: RegradeFlags, io: CliIo): Promise<ExitCode> {
  const storedPath = resolve(io.cwd, storedArg)
  const checkpointPath = resolve(io.cwd, flags.checkpoint)
  const env: Record<string, string | undefined> = { ...io.env }
  if (flags.replay) env['KARENINA_REPLAY'] = flags.replay
  if (flags.cassette) env['KARENINA_REPLAY_CASSETTE'] = resolve(io.cwd, flags.cassette)
  const configInput = await regradeConfig(flags, io.cwd)
  // A bad judge or key fails here, before any work (the answering side is filled in by regradeResults).
  const config = resolveVerificationConfig({ ...configInput, answering_models: [{ interface: 'manual', manual_traces: {} }] } as VerificationConfigInput, env)
  const registered = flags.templates ? await loadTemplateModule(flags.templates, io.cwd) : undefined
  const benchmark = await openCheckpoint(checkpointPath, { onWarning: (message) => writeLine(io.stderr, `warning: ${message}`), ...(registered ? { registered } : {}) })
  // A cassette is read against the benchmark: its answering replies are found by the questions they answer.
  const stored = await readStoredAnswers(storedPath, benchmark)

  const output = flags.output ? resolve(io.cwd, flags.output) : undefined
  const html = flags.html ? resolve(io.cwd, flags.html) : undefined
  const inputs = [storedPath, checkpointPath, ...[flags.config, flags.templates, flags.cassette].map((f) => (f ? resolve(io.cwd, f) : undefined))]
  // Outputs are checked before any judge call: a refused one (an input, read-only, a socket) costs nothing.
  if (output) await resolveOutputTarget(output, { inputs })
  if (html) await resolveOutputTarget(html, { inputs: [...inputs, output] })
  for (const file of [output, html]) if (file) await mkdir(dirname(file), { recursive: true })

  const reporter = createProgressReporter(flags.progress, io.stderr, env)
  const runName = flags.runName ?? `regrade_${randomUUID().replaceAll('-', '').slice(0, 8)}`
  const startTime = Date.now() / 1000
  // With --questions, only those questions run (runVerification's questionIds); other stored answers go unused.
  let results
  try {
    results = await regradeResults(benchmark, stored, configInput, {
      env,
      runName,
      source: storedPath,
      onProgress: (event) => reporter.onEvent(event),
      ...(flags.questions ? { questionIds: flags.questions } : {}),
    })
  } finally {
    reporter.stop()
  }
  const color = flags.color !== false && useColor(io.stdout, env)
  writeLine(io.stdout)
  writeLine(io.stdout, formatSummary(results.results, { color, title: `Re-grade of ${basename(storedPath)}` }))
  const answering = [...new Set(results.results.map((r) => modelDisplayString(r.metadata.answering)))]
  const cached = results.results.filter((r) => (r.extensions?.cache as { stages?: string[] } | undefined)?.stages?.length).length
  writeLine(io.stdout, `\nanswers reused from ${basename(storedPath)}: ${cached} of ${results.length} results (answering calls: 0; ${answering.join(', ')})`)
  if (output) {
    await writeResultsExport(output, results, {
      job: {
        // The answering models of the stored run, as their results name them (no config of theirs is known here).
        ...jobInfoFromResults(results.results, runName),
        parsingModels: config.parsing_models.map(modelInfo),
        startTime,
        endTime: Date.now() / 1000,
      },
      rubricDefinition: rubricDefinition(benchmark.getGlobalRubric()),
    }, { inputs })
    writeLine(io.stdout, `\nresults: ${output}`)
  }
  if (html) {
    await writeHtmlReport(html, results.results, { title: `${benchmark.name}: re-grade report`, subtitle: `${basename(storedPath)} · ${runName}` }, { inputs: [...inputs, output] })
    writeLine(io.stdout, `report:  ${html}`)
  }
  return checkRun(results.results, { minPassRate: flags.minPassRate, allowErrors: flags.allowErrors }, io)
}

/** `karenina regrade <results.json> --checkpoint <file> --parsing <model>`. */
export function regradeCommand(io: CliIo, done: (code: ExitCode) => void): Command {
  return new Command('regrade')
    .description('judge answers already stored (a results file, a replay store or a cassette) again with new judges, templates or rubric traits, with zero answering calls')
    .argument('<stored>', 'the stored answers: a results file of an earlier run (karenina verify -o, the karenina reporter, or Karenina\'s export), a replay store, or a cassette (--replay record --cassette, or a test file\'s __karenina__/<file>.json)')
    .requiredOption('--checkpoint <file>', 'the benchmark checkpoint whose templates and rubric judge the stored answers (it may have changed since the run)')
    .option('-p, --parsing <model...>', 'judge (parsing) models: provider:model, interface:model, openai_endpoint:model@http://host/v1')
    .addOption(new Option('-m, --mode <mode>', 'evaluation mode').choices(['template_only', 'template_and_rubric', 'rubric_only']))
    .option('-c, --concurrency <n>', 'tasks in flight (async_max_workers)', integerOption(1))
    .option('--max-requests <n>', 'model requests in flight across the run (max_concurrent_requests)', integerOption(1))
    .option('--timeout <seconds>', 'stop the run after this long (batch_timeout_seconds)', secondsOption)
    .option('--request-timeout <seconds>', 'timeout of one judge request (request_timeout)', secondsOption)
    .option('-q, --questions <ids>', 'only these question ids (comma-separated, repeatable)', listOption)
    .option('-o, --output <file>', "write the re-graded results here (Karenina's v2.2 JSON export)")
    .option('--html <file>', 'also write the HTML report')
    .option('--min-pass-rate <rate>', 'exit 1 when the share of passing results is lower (0.8 or 80%)', passRateOption)
    .option('--allow-errors', 'results that are errors count as not passed instead of making the exit code 3')
    .option('--config <file>', 'VerificationConfig JSON (as verify takes); its answering_models, replay_store and replicate_count are ignored: the stored run fixes them')
    .option('--templates <module>', TEMPLATES_OPTION_HELP)
    .addOption(new Option('--replay <mode>', 'record/replay cassette mode of the judge calls (the judge cache): a changed judge or template misses it and is asked afresh').choices(['off', 'record', 'replay', 'auto']))
    .option('--cassette <file>', 'cassette file of the judge calls (KARENINA_REPLAY_CASSETTE)')
    .option('--run-name <name>', 'metadata.run_name of every result (default regrade_<8 hex>)')
    .addOption(new Option('--compat <mode>', "'karenina-python' reproduces the Python source's defects").choices(['default', 'karenina-python']))
    .addOption(new Option('--progress <style>', 'progress display').choices(['auto', 'bar', 'plain', 'none']).default('auto'))
    .option('--no-color', 'no colours in the summary')
    .addHelpText(
      'after',
      `
Every answer comes from the stored file: the answering models are never called, a question without a stored
answer is an error result ("Replay strict miss"), and results keep the original answering model. Each result
lists the stages taken from the stored run in extensions.cache.stages; their time and tokens are not counted again.
From a cassette only the answering replies are taken (a chat or agent call whose prompt is a question of the
checkpoint); its judge calls are not reused, and a cassette holding two different answers of one model to one
question is refused. The cassette of the judge calls is --cassette, a separate file.

Examples:
  karenina regrade results.json --checkpoint bench.jsonld -p openai:gpt-4.1 -o regraded.json
  karenina regrade results.json --checkpoint bench-v2.jsonld -p anthropic:claude-sonnet-4-5 --mode template_and_rubric
  karenina regrade results.json --checkpoint bench.jsonld -p openai:gpt-4.1 --replay auto --cassette judges.json
  karenina regrade run-cassette.json --checkpoint bench.jsonld -p openai:gpt-4.1 -o regraded.json
  karenina regrade test/__karenina__/oncology.test.ts.json --checkpoint bench.jsonld -p openai:gpt-4.1`,
    )
    .action(async (stored: string, flags: RegradeFlags) => {
      done(await runRegrade(stored, flags, io))
    })
}
