import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { Command } from 'commander'
import { dumpResultLine, writeExportOfLines } from '../../results/export.js'
import { resolveOutputTarget } from '../../utils/output-file.js'
import { readFile } from 'node:fs/promises'
import { KareninaError } from '../../errors/karenina-error.js'
import { loadResults } from '../../results/import.js'
import type { VerificationResult } from '../../results/verification-result.js'
import type { VerificationResultSet } from '../../results/verification-result-set.js'
import { ResultMerger } from '../../results/merge-results.js'
import { writeLine, type CliIo } from '../cli-io.js'
import { EXIT, type ExitCode } from '../exit-codes.js'

interface MergeOptions {
  output: string
}

async function runMerge(files: string[], opts: MergeOptions, io: CliIo): Promise<ExitCode> {
  const paths = files.map((f) => resolve(io.cwd, f))
  const output = resolve(io.cwd, opts.output)
  await resolveOutputTarget(output, { inputs: paths }) // refused (an input, read-only…) before any file is read
  // One file at a time: of each result only its export line and what the header counts stay (4 shards of 10,000
  // results would otherwise be held parsed at once).
  const merger = new ResultMerger()
  // As bytes: a line as the serializer built it is many small strings joined, several times its size.
  const lines: Buffer[] = []
  const questions = new Set<string>()
  let failed = 0
  let rubricDefinition: unknown = null
  const scenarioResults: unknown[] = []
  for (const path of paths) {
    const { set, results } = await readOneByOne(path)
    rubricDefinition ??= (set.sharedData?.['rubric_definition'] as unknown) ?? null
    if (set.scenarioResults) scenarioResults.push(...set.scenarioResults)
    let index = 0
    for (const result of results) {
      const line = dumpResultLine(result)
      if (!merger.add(result, line, path, index++)) continue
      lines.push(Buffer.from(line, 'utf8'))
      questions.add(result.metadata.question_id)
      if (result.metadata.failure !== null) failed++
    }
  }
  const job = {
    jobId: `merge_${randomUUID().replaceAll('-', '').slice(0, 8)}`,
    totalQuestions: questions.size,
    successfulCount: lines.length - failed,
    failedCount: failed,
    isComplete: true,
  }
  await writeExportOfLines(output, lines, { job, rubricDefinition, ...(scenarioResults.length > 0 ? { scenarioResults } : {}) }, { inputs: paths })
  const duplicatesDropped = merger.duplicatesDropped
  const dupes = duplicatesDropped > 0 ? ` (${duplicatesDropped} exact duplicate${duplicatesDropped === 1 ? '' : 's'} dropped)` : ''
  writeLine(io.stdout, `merged ${lines.length} results from ${files.length} files${dupes} → ${output}`)
  return EXIT.ok
}

const RESULTS_OPEN = ',"results":[\n'

/**
 * A results file's header (a set without results) and its results one at a time. A v2.2 export in Karenina's
 * streaming layout (one result a line, as Karenina and karenina-ts write it) is read a result at a time, each
 * through the same loader as the whole file: only one parsed result is alive at once. Any other layout is read whole.
 */
async function readOneByOne(path: string): Promise<{ set: VerificationResultSet; results: Iterable<VerificationResult> }> {
  const text = await readFile(path, 'utf8').catch((error: Error) => {
    throw new KareninaError('KARENINA_VALIDATION', `cannot read results file ${path}: ${error.message}`, { cause: error })
  })
  const open = text.indexOf(RESULTS_OPEN)
  const close = text.indexOf('\n]', open)
  const lines = open < 0 || close < 0 ? null : text.slice(open + RESULTS_OPEN.length, close).split('\n')
  if (lines === null || lines.length === 0 || lines.some((line, i) => !line.startsWith('{') || (i < lines.length - 1 && !line.endsWith('},')))) {
    const set = loadResults(text, { source: path })
    return { set, results: set }
  }
  const head = text.slice(0, open + RESULTS_OPEN.length)
  const tail = text.slice(close)
  const set = loadResults(head + tail, { source: path })
  return {
    set,
    results: (function* () {
      for (const [i, line] of lines.entries()) {
        const one = loadResults(head + (line.endsWith(',') ? line.slice(0, -1) : line) + tail, { source: `${path}, results[${i}]` })
        yield* one.results
      }
    })(),
  }
}

/** `karenina merge <results...> --output merged.json`. */
export function mergeCommand(io: CliIo, done: (code: ExitCode) => void): Command {
  return new Command('merge')
    .description('merge results files (e.g. shards of one run) into one v2.2 export')
    .argument('<results...>', 'results files to merge, in order')
    .requiredOption('-o, --output <file>', 'the merged results file')
    .addHelpText(
      'after',
      `
Duplicates are found by metadata.result_id: an exact copy of an earlier result is dropped (and counted);
the same result_id with different content is an error naming both files (exit 2), since keeping either
would hide a corrupted or edited file.`,
    )
    .action(async (files: string[], opts: MergeOptions) => {
      done(await runMerge(files, opts, io))
    })
}
