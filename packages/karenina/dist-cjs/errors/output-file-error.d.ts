import { KareninaError } from './karenina-error.js';
/** An output file karenina will not write (read-only, one of the run's inputs, a directory or socket), named. */
export declare class OutputFileError extends KareninaError {
    readonly file: string;
    constructor(file: string, problem: string);
}
