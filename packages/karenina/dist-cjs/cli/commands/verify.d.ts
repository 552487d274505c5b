import { Command } from 'commander';
import { type CliIo } from '../cli-io.js';
import { type ExitCode } from '../exit-codes.js';
/**
 * Where a run saves results as they complete: beside the output, its extension replaced by
 * `.results.jsonl` (`results.json` → `results.results.jsonl`, Karenina's `X.results.jsonl` sidecar).
 */
export declare function progressFileOf(output: string): string;
/** `karenina verify <checkpoint>`. */
export declare function verifyCommand(io: CliIo, done: (code: ExitCode) => void): Command;
