import { Command } from 'commander';
import { type CliIo } from '../cli-io.js';
import { type ExitCode } from '../exit-codes.js';
/** `karenina diff <base> <head>`. */
export declare function diffCommand(io: CliIo, done: (code: ExitCode) => void): Command;
