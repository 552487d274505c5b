import { stat } from 'node:fs/promises'
import type { Benchmark } from '../benchmark/benchmark.js'
import { loadCheckpoint } from '../benchmark/checkpoint/load-checkpoint.js'
import { CliError } from './cli-error.js'

/**
 * Loads a checkpoint for a command; a missing file is a CliError, an invalid one the loader's
 * CheckpointError (file › key path: problem). Loader warnings go to `onWarning`.
 */
export async function openCheckpoint(path: string, onWarning?: (message: string) => void): Promise<Benchmark> {
  const info = await stat(path).catch(() => null)
  if (info === null) throw new CliError(`checkpoint ${path}: no such file`)
  if (!info.isFile()) throw new CliError(`checkpoint ${path}: not a file`)
  return loadCheckpoint(path, onWarning ? { onWarning } : {})
}
