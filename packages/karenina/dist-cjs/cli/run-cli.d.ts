import { type CliIo } from './cli-io.js';
import { type ExitCode } from './exit-codes.js';
/**
 * Runs the `karenina` command line with the given arguments (without `node` and the script) and returns
 * the exit code; output goes to `io`. The bin (`main.ts`) is this plus `process`.
 * @example
 * const code = await runCli(['validate', 'bench.jsonld'], { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() })
 */
export declare function runCli(args: readonly string[], io: CliIo): Promise<ExitCode>;
