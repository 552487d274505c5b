import { KareninaError } from '../errors/karenina-error.js'
import { EXIT, type ExitCode } from './exit-codes.js'
import { redactSecrets } from '../errors/redact-secrets.js'

/** A command-line problem with its exit code: a bad flag or file (2) or a failed check (1). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.badInput,
  ) {
    super(message)
    this.name = 'CliError'
  }
}

/** The exit code and the message to print for an error thrown by a command. */
export function describeCliError(error: unknown): { exitCode: ExitCode; message: string } {
  const { exitCode, message } = describeRaw(error)
  return { exitCode, message: redactSecrets(message) }
}

function describeRaw(error: unknown): { exitCode: ExitCode; message: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: error.message }
  // Misuse (bad checkpoint, config, template, results file) is the user's input: exit 2 with the message as is.
  if (KareninaError.isInstance(error)) return { exitCode: EXIT.badInput, message: error.message }
  const code = (error as NodeJS.ErrnoException | null)?.code
  if (typeof code === 'string' && ['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'EEXIST'].includes(code)) {
    return { exitCode: EXIT.badInput, message: (error as Error).message }
  }
  // A full disk or read-only filesystem is the environment, not a bug: exit 2 naming the file being written.
  if (code === 'ENOSPC' || code === 'EROFS') {
    const path = (error as NodeJS.ErrnoException).path
    const why = code === 'ENOSPC' ? 'no space left on device' : 'read-only file system'
    // Our writers name their file in the error (utils/name-file-in-error.ts); the code is enough beside it.
    return { exitCode: EXIT.badInput, message: path === undefined ? `cannot write the output: ${why} (${(error as Error).message})` : `cannot write ${path}: ${why} (${code})` }
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
  return { exitCode: EXIT.internal, message: `internal error (a bug in karenina: please report it with this message): ${message}` }
}
