import type * as childProcess from 'node:child_process';
export type { ChildProcess } from 'node:child_process';
export declare const execFile: typeof childProcess.execFile;
export declare const spawn: typeof childProcess.spawn;
export declare const spawnSync: typeof childProcess.spawnSync;
