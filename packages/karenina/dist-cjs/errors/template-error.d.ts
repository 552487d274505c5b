import { KareninaError } from './karenina-error.js';
/** A template that cannot be used: names the template, the field (when one is at fault) and the problem. */
export declare class TemplateError extends KareninaError {
    readonly template: string;
    readonly field: string | undefined;
    readonly problem: string;
    constructor(template: string, field: string | undefined, problem: string, options?: {
        cause?: unknown;
    });
}
