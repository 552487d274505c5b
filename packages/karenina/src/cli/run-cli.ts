import { Command, CommanderError } from 'commander'
import { describeCliError } from './cli-error.js'
import { writeLine, type CliIo } from './cli-io.js'
import { diffCommand } from './commands/diff.js'
import { mergeCommand } from './commands/merge.js'
import { regradeCommand } from './commands/regrade.js'
import { reportCommand } from './commands/report.js'
import { validateCommand } from './commands/validate.js'
import { verifyCommand } from './commands/verify.js'
import { EXIT, EXIT_CODES_HELP, type ExitCode } from './exit-codes.js'
import { KARENINA_VERSION } from '../utils/version.js'

/**
 * Runs the `karenina` command line with the given arguments (without `node` and the script) and returns
 * the exit code; output goes to `io`. The bin (`main.ts`) is this plus `process`.
 * @example
 * const code = await runCli(['validate', 'bench.jsonld'], { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() })
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<ExitCode> {
  let exitCode: ExitCode = EXIT.ok
  const done = (code: ExitCode) => {
    exitCode = code
  }
  const program = new Command('karenina')
    .description('LLM benchmarking with answer templates, a judge model and deterministic verification primitives')
    .version(KARENINA_VERSION, '-v, --version')
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .addHelpText('after', EXIT_CODES_HELP)
  for (const command of [verifyCommand(io, done), reportCommand(io, done), mergeCommand(io, done), regradeCommand(io, done), diffCommand(io, done), validateCommand(io, done)]) {
    program.addCommand(command.addHelpText('after', EXIT_CODES_HELP).exitOverride().configureOutput(program.configureOutput()))
  }
  try {
    await program.parseAsync(args as string[], { from: 'user' })
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; every other parse problem is a usage error, already printed by commander.
      return error.exitCode === 0 ? EXIT.ok : EXIT.badInput
    }
    const { exitCode: code, message } = describeCliError(error)
    writeLine(io.stderr, `karenina: ${message}`)
    return code
  }
  return exitCode
}
