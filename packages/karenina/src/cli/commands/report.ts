import { resolve } from 'node:path'
import { Command } from 'commander'
import { writeHtmlReport } from '../../report/html-report.js'
import { countRuns } from '../../report/history-data.js'
import { writeHistoryPage } from '../../report/history-page.js'
import { resolveOutputTarget } from '../../utils/output-file.js'
import { formatSummary } from '../../report/summary-table.js'
import { readResultsFile } from '../../results/import.js'
import { mergeResultSets } from '../../results/merge-results.js'
import { useColor, writeLine, type CliIo } from '../cli-io.js'
import type { ExitCode } from '../exit-codes.js'
import { checkRun } from '../pass-rate-gate.js'
import { passRateOption } from '../parse-options.js'
import { PRICES_OPTION_HELP, readPricesFile } from '../prices-file.js'

interface ReportOptions {
  html?: string
  title?: string
  minPassRate?: number
  allowErrors?: boolean
  color?: boolean
  history?: boolean
  prices?: string
}

async function runReport(files: string[], opts: ReportOptions, io: CliIo): Promise<ExitCode> {
  const paths = files.map((f) => resolve(io.cwd, f))
  const html = opts.html ? resolve(io.cwd, opts.html) : undefined
  if (html) await resolveOutputTarget(html, { inputs: paths }) // refused (an input, read-only…) before any file is read
  const prices = opts.prices ? await readPricesFile(opts.prices, io.cwd) : undefined
  const sets = await Promise.all(paths.map(async (path) => ({ set: await readResultsFile(path), source: path })))
  const { set } = mergeResultSets(sets)
  writeLine(io.stdout, formatSummary(set.results, { color: opts.color !== false && useColor(io.stdout, io.env), title: opts.title ?? 'Summary', ...(prices ? { prices } : {}) }))
  if (html && opts.history !== false && countRuns(sets) > 1) {
    await writeHistoryPage(html, sets, { ...(opts.title ? { title: opts.title } : {}), ...(prices ? { prices } : {}) }, { inputs: paths })
    writeLine(io.stdout, `\nhistory of ${countRuns(sets)} runs: ${html}`)
  } else if (html) {
    await writeHtmlReport(html, set.results, { ...(opts.title ? { title: opts.title } : {}), subtitle: files.join(', '), ...(prices ? { prices } : {}) }, { inputs: paths })
    writeLine(io.stdout, `\nreport: ${html}`)
  }
  return checkRun(set.results, { minPassRate: opts.minPassRate, allowErrors: opts.allowErrors }, io)
}

/** `karenina report <results...>`. */
export function reportCommand(io: CliIo, done: (code: ExitCode) => void): Command {
  return new Command('report')
    .description('summarize results files in the terminal, and optionally as a self-contained HTML page')
    .argument('<results...>', 'results files (v2.2 export, legacy exports, or arrays of results); the summary reads several as one set')
    .option('--html <file>', 'write the HTML report (inline CSS, script and charts: opens offline); files of several runs give the history page')
    .option('--no-history', 'with files of several runs, write one report over all their results instead of the history page')
    .option('--title <text>', 'report title')
    .option('--prices <file>', PRICES_OPTION_HELP)
    .option('--min-pass-rate <rate>', 'exit 1 when the share of passing results is lower (0.8 or 80%)', passRateOption)
    .option('--allow-errors', 'results that are errors count as not passed instead of making the exit code 3')
    .option('--no-color', 'no colours in the summary')
    .action(async (files: string[], opts: ReportOptions) => {
      done(await runReport(files, opts, io))
    })
}
