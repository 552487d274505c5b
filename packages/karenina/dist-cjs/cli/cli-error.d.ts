import { type ExitCode } from './exit-codes.js';
/** A command-line problem with its exit code: a bad flag or file (2) or a failed check (1). */
export declare class CliError extends Error {
    readonly exitCode: ExitCode;
    constructor(message: string, exitCode?: ExitCode);
}
/** The exit code and the message to print for an error thrown by a command. */
export declare function describeCliError(error: unknown): {
    exitCode: ExitCode;
    message: string;
};
