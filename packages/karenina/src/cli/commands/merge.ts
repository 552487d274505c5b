import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { Command } from 'commander'
import { writeResultsExport } from '../../results/export.js'
import { resolveOutputTarget } from '../../utils/output-file.js'
import { readResultsFile } from '../../results/import.js'
import { mergeResultSets } from '../../results/merge-results.js'
import { writeLine, type CliIo } from '../cli-io.js'
import { EXIT, type ExitCode } from '../exit-codes.js'

interface MergeOptions {
  output: string
}

async function runMerge(files: string[], opts: MergeOptions, io: CliIo): Promise<ExitCode> {
  const paths = files.map((f) => resolve(io.cwd, f))
  const output = resolve(io.cwd, opts.output)
  await resolveOutputTarget(output, { inputs: paths }) // refused (an input, read-only…) before any file is read
  const sets = await Promise.all(paths.map(async (path) => ({ set: await readResultsFile(path), source: path })))
  const { set, duplicatesDropped } = mergeResultSets(sets)
  const failed = set.results.filter((r) => r.metadata.failure !== null).length
  await writeResultsExport(output, set, {
    job: {
      jobId: `merge_${randomUUID().replaceAll('-', '').slice(0, 8)}`,
      totalQuestions: new Set(set.results.map((r) => r.metadata.question_id)).size,
      successfulCount: set.results.length - failed,
      failedCount: failed,
      isComplete: true,
    },
  }, { inputs: paths })
  const dupes = duplicatesDropped > 0 ? ` (${duplicatesDropped} exact duplicate${duplicatesDropped === 1 ? '' : 's'} dropped)` : ''
  writeLine(io.stdout, `merged ${set.results.length} results from ${files.length} files${dupes} → ${output}`)
  return EXIT.ok
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
