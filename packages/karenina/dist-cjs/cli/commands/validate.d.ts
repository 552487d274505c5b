import { Command } from 'commander';
import { type CliIo } from '../cli-io.js';
import { type ExitCode } from '../exit-codes.js';
/** `karenina validate <checkpoint>`. */
export declare function validateCommand(io: CliIo, done: (code: ExitCode) => void): Command;
