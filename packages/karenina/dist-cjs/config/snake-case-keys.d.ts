/** `parsing_models` → `parsingModels`, at the type level. */
export type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<SnakeToCamel<Tail>>}` : S;
/** An object type with its (top-level) snake_case keys written in camelCase. */
export type CamelCaseKeys<T> = {
    [K in keyof T as K extends string ? SnakeToCamel<K> : K]: T[K];
};
/** `parsingModels` → `parsing_models`; snake_case keys are returned unchanged. */
export declare function camelToSnake(key: string): string;
/**
 * The one place camelCase option keys become Karenina's snake_case (top level only: nested objects keep their
 * own keys). A key given in both spellings is an error naming both. `spelledAs` receives snake key → key as written.
 */
export declare function snakeCaseKeys(record: Readonly<Record<string, unknown>>, spelledAs?: Map<string, string>): Record<string, unknown>;
