import type * as os from 'node:os';
export declare const tmpdir: typeof os.tmpdir;
