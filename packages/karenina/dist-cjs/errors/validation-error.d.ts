import { KareninaError } from './karenina-error.js';
/** Invalid parameters or data: says where (path) and what was expected. Python: pydantic ValidationError. */
export declare class ValidationError extends KareninaError {
    readonly path: readonly (string | number)[];
    readonly problem: string;
    readonly subject?: string | undefined;
    constructor(path: readonly (string | number)[], problem: string, subject?: string | undefined);
}
