/**
 * Every key of `T`, as a list the compiler checks both ways: a listed key must be a key of `T`, and a key `T`
 * gains later fails to compile until it is listed. Unknown-key checks use these lists, so an option added to an
 * interface can never be refused as "unknown" at run time.
 *
 * @example const TASK_KEYS = keysOf<VerificationTask>()(['questionId', …])
 */
export declare function keysOf<T>(): <const K extends readonly (keyof T & string)[]>(keys: K & ([Exclude<keyof T & string, K[number]>] extends [never] ? unknown : {
    missingKeys: Exclude<keyof T & string, K[number]>;
})) => K;
