import type { StoredLine } from './stored-result-set.js';
/** Where each result's line sits in a results file, in order (`length`, `get(i)`, iteration). */
export declare class StoredLineIndex implements Iterable<StoredLine> {
    #private;
    get length(): number;
    push(line: StoredLine): void;
    /** The line at `index`, as `lines[index]` reads an array (an integer from 0, else undefined). */
    get(index: number): StoredLine | undefined;
    [Symbol.iterator](): Generator<StoredLine>;
}
