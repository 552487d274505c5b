import { resolve } from 'node:path'
import { PRICES_OPTION_HELP, readPricesFile } from '../prices-file.js'
import { Command, InvalidArgumentError, Option } from 'commander'
import { writeHtmlReport } from '../../report/html-report.js'
import { resolveOutputTarget } from '../../utils/output-file.js'
import { readResultsFile } from '../../results/import.js'
import { diffResults } from '../../results-diff/diff-results.js'
import { formatDiff } from '../../results-diff/format-diff.js'
import { checkRegression, type FailOn } from '../../results-diff/regression-gate.js'
import type { PairBy } from '../../results-diff/result-cells.js'
import { P_VALUE_CORRECTIONS, type PValueCorrection } from '../../results-diff/multiple-testing.js'
import { useColor, writeLine, type CliIo } from '../cli-io.js'
import { EXIT, type ExitCode } from '../exit-codes.js'
import { passRateOption } from '../parse-options.js'

interface DiffOptions {
  json?: boolean
  html?: string
  alpha: number
  maxDrop: number
  failOn: FailOn
  by: PairBy
  correction: PValueCorrection
  color?: boolean
  prices?: string
}

function alphaOption(value: string): number {
  const n = Number(value)
  if (value.trim() === '' || !(n > 0 && n < 1)) throw new InvalidArgumentError(`expected a significance level between 0 and 1 (0.05), received "${value}"`)
  return n
}

async function runDiff(baseFile: string, headFile: string, opts: DiffOptions, io: CliIo): Promise<ExitCode> {
  const inputs = [baseFile, headFile].map((f) => resolve(io.cwd, f))
  const html = opts.html ? resolve(io.cwd, opts.html) : undefined
  if (html) await resolveOutputTarget(html, { inputs }) // refused (an input, read-only…) before any file is read
  const prices = opts.prices ? await readPricesFile(opts.prices, io.cwd) : undefined
  const [base, head] = await Promise.all(inputs.map((f) => readResultsFile(f)))
  const diff = diffResults({ results: base!.results, source: baseFile }, { results: head!.results, source: headFile }, { alpha: opts.alpha, pairBy: opts.by, correction: opts.correction, ...(prices ? { prices } : {}) })
  const verdict = checkRegression(diff, { failOn: opts.failOn, maxDrop: opts.maxDrop })
  if (opts.json) writeLine(io.stdout, JSON.stringify({ ...diff, regression: verdict }, null, 2))
  else writeLine(io.stdout, formatDiff(diff, { color: opts.color !== false && useColor(io.stdout, io.env), verdict }))
  if (html) {
    await writeHtmlReport(html, head!.results, { subtitle: headFile, baseline: diff, ...(prices ? { prices } : {}) }, { inputs })
    // On stderr with --json, so stdout stays one JSON document.
    writeLine(opts.json ? io.stderr : io.stdout, `${opts.json ? '' : '\n'}report: ${html}`)
  }
  return verdict.regressed ? EXIT.checkFailed : EXIT.ok
}

/** `karenina diff <base> <head>`. */
export function diffCommand(io: CliIo, done: (code: ExitCode) => void): Command {
  return new Command('diff')
    .description('compare two results files question by question: verdicts that flipped, pass rate change per model, trait deltas')
    .argument('<base>', 'the baseline results file (e.g. from main)')
    .argument('<head>', 'the results file to compare with it (e.g. from this change)')
    .option('--json', 'print the diff as JSON (snake_case keys) instead of tables')
    .option('--html <file>', "write head's HTML report with a 'Compared with baseline' section")
    .option('--prices <file>', PRICES_OPTION_HELP)
    .option('--alpha <p>', 'significance level of the paired test; intervals are at 1 - alpha', alphaOption, 0.05)
    .option('--max-drop <rate>', 'tolerated drop of a pass rate (0.05 or 5%)', passRateOption, 0)
    .addOption(
      new Option('--fail-on <when>', 'what exits 1: a significant drop (McNemar), a significant drop by the clustered test (replicates; corrected p), any drop beyond --max-drop, any pass → fail flip, or never')
        .choices(['significant', 'clustered', 'drop', 'flip', 'never'])
        .default('significant'),
    )
    .addOption(new Option('--by <model>', 'pair by answering model | judge (combo) or by answering model only').choices(['combo', 'answering']).default('combo'))
    .addOption(
      new Option('--correction <method>', 'correction of the clustered p-values across models × traits: holm (family-wise) or bh (Benjamini–Hochberg, false discovery rate)')
        .choices([...P_VALUE_CORRECTIONS])
        .default('holm'),
    )
    .option('--no-color', 'no colours')
    .addHelpText(
      'after',
      `
Results are paired per question × model; replicates of a cell pass when more than half pass. Errors count
as not passed. Per model: pass rates with Wilson intervals, the change with Newcombe's paired interval,
and the exact McNemar test of questions lost vs gained. With replicates, the paired test clustered by
question (per-question pass rate over replicates, exact sign test, cluster bootstrap interval) with its
p-value corrected across models × traits (--correction), pass@k / pass^k and the flaky questions. Exit 0: no regression by --fail-on; 1: regression;
2: bad input (unreadable or invalid file, no common question × model).`,
    )
    .action(async (base: string, head: string, opts: DiffOptions) => {
      done(await runDiff(base, head, opts, io))
    })
}
