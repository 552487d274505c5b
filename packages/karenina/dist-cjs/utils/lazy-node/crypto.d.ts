import type * as crypto from 'node:crypto';
export declare const createHash: typeof crypto.createHash;
export declare const hash: typeof crypto.hash;
export declare const randomBytes: typeof crypto.randomBytes;
export declare const randomUUID: typeof crypto.randomUUID;
