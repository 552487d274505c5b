import { stat } from 'node:fs/promises'
import type { Benchmark } from '../benchmark/benchmark.js'
import { loadCheckpoint, type LoadCheckpointOptions } from '../benchmark/checkpoint/load-checkpoint.js'
import { CheckpointError } from '../errors/checkpoint-error.js'
import { rubricTraitNames, type Rubric } from '../rubric/rubric.js'
import { CliError } from './cli-error.js'
import type { TemplateModule } from './template-module.js'

/** Options of {@link openCheckpoint}. */
export interface OpenCheckpointOptions {
  /** Receives the loader's warnings. */
  onWarning?: (message: string) => void
  /** TypeScript templates and callables registered with `--templates`. */
  registered?: TemplateModule
}

function listed(names: readonly string[]): string {
  return `${names.slice(0, 5).map((n) => JSON.stringify(n)).join(', ')}${names.length > 5 ? ', …' : ''}`
}

/** Every callable trait name of the benchmark: global, dynamic and question rubrics. */
function callableTraitNames(benchmark: Benchmark): Set<string> {
  const rubrics: (Rubric | null)[] = [benchmark.getGlobalRubric(), benchmark.getGlobalDynamicRubric()]
  for (const q of benchmark.getAllQuestions()) rubrics.push(q.rubric, q.dynamicRubric ?? null)
  return new Set(rubrics.flatMap((rubric) => (rubric ? rubricTraitNames(rubric, 'callable') : [])))
}

/** A `--templates` module naming a question the checkpoint does not have: a CliError listing them all. */
function unknownQuestionsError(registered: TemplateModule, benchmark: Benchmark): CliError | null {
  const unknown = Object.keys(registered.templates).filter((id) => !benchmark.hasQuestion(id))
  if (unknown.length === 0) return null
  const known = benchmark.getQuestionIds()
  return new CliError(
    `--templates ${registered.label} › templates: ${unknown.length === 1 ? 'question id' : 'question ids'} ${listed(unknown)} not in the checkpoint (it has ${known.length}: ${listed(known)})`,
  )
}

function checkCallableNames(registered: TemplateModule, benchmark: Benchmark): void {
  const traits = callableTraitNames(benchmark)
  const unknown = Object.keys(registered.callables).filter((name) => !traits.has(name))
  if (unknown.length === 0) return
  const available = traits.size > 0 ? `its callable traits: ${listed([...traits])}` : 'it has no callable traits'
  throw new CliError(`--templates ${registered.label} › callables: ${unknown.length === 1 ? 'trait' : 'traits'} ${listed(unknown)} not in the checkpoint (${available})`)
}

/**
 * Loads a checkpoint for a command; a missing file is a CliError, an invalid one the loader's
 * CheckpointError (file › key path: problem). With `registered` (`--templates`), its templates replace
 * the stored ones of their questions and its callables are bound to their traits; a question id or trait
 * name the checkpoint does not have is a CliError (bad input) naming the module.
 */
export async function openCheckpoint(path: string, options: OpenCheckpointOptions = {}): Promise<Benchmark> {
  const info = await stat(path).catch(() => null)
  if (info === null) throw new CliError(`checkpoint ${path}: no such file`)
  if (!info.isFile()) throw new CliError(`checkpoint ${path}: not a file`)
  const { onWarning, registered } = options
  const loadOptions: LoadCheckpointOptions = {
    ...(onWarning ? { onWarning } : {}),
    ...(registered ? { templates: registered.templates, callables: registered.callables } : {}),
  }
  let benchmark: Benchmark
  try {
    benchmark = await loadCheckpoint(path, loadOptions)
  } catch (error) {
    // The loader also rejects unknown ids, as a checkpoint problem; reload without the module to tell
    // which ids are the module's fault (only on this failure path, so a good run loads once).
    if (!(error instanceof CheckpointError) || registered === undefined || Object.keys(registered.templates).length === 0) throw error
    const plain = await loadCheckpoint(path, {}).catch(() => null)
    const unknown = plain === null ? null : unknownQuestionsError(registered, plain)
    throw unknown ?? error
  }
  if (registered) checkCallableNames(registered, benchmark)
  return benchmark
}
