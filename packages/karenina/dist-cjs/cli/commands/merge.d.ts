import { Command } from 'commander';
import { type CliIo } from '../cli-io.js';
import { type ExitCode } from '../exit-codes.js';
/** `karenina merge <results...> --output merged.json`. */
export declare function mergeCommand(io: CliIo, done: (code: ExitCode) => void): Command;
