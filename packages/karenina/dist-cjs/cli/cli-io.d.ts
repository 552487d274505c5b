import type { Writable } from 'node:stream';
/** Where a command reads its environment and writes its output (injectable, so tests run it in-process). */
export interface CliIo {
    /** Results and summaries. */
    stdout: Writable;
    /** Progress, warnings and errors. */
    stderr: Writable;
    env: Record<string, string | undefined>;
    /** Base of relative paths. */
    cwd: string;
}
/** Writes a line. */
export declare function writeLine(stream: Writable, text?: string): void;
/** True when the stream is an interactive terminal (and not a CI log, which renders bars poorly). */
export declare function isInteractive(stream: Writable, env: CliIo['env']): boolean;
/** Colours on a terminal unless NO_COLOR is set (or FORCE_COLOR asks for them anyway). */
export declare function useColor(stream: Writable, env: CliIo['env']): boolean;
