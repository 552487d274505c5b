import { Command } from 'commander';
import { type CliIo } from '../cli-io.js';
import type { ExitCode } from '../exit-codes.js';
/** `karenina report <results...>`. */
export declare function reportCommand(io: CliIo, done: (code: ExitCode) => void): Command;
