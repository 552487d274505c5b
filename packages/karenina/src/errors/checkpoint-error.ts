import { KareninaError, formatPath } from './karenina-error.js'

/**
 * A checkpoint file that cannot be read or written: names the file and the JSON key path that is wrong,
 * e.g. `checkpoint.jsonld: dataFeedElement[2].item.hasPart.text: expected string, got number`.
 */
export class CheckpointError extends KareninaError {
  constructor(
    /** The file path (or the `source` label given to `parseCheckpoint`). */
    readonly file: string,
    /** JSON key path inside the checkpoint; empty for file-level problems. */
    readonly path: readonly (string | number)[],
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super('KARENINA_CHECKPOINT_INVALID', `${file}: ${path.length === 0 ? '' : `${formatPath(path)}: `}${problem}`, options)
  }
}
