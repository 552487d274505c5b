import { KareninaError } from './karenina-error.js';
/** A replayed call with no recorded entry: names what was looked up (request key, question id) and where. */
export declare class ReplayMissError extends KareninaError {
    readonly key: string;
    readonly source: string;
    constructor(key: string, source: string, hint?: string);
}
