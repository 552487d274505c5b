/** The environment variables karenina reads (`process.env` by default; injectable for tests). */
export type Env = Readonly<Record<string, string | undefined>>;
/** How one config key is read from the environment. */
export interface EnvBinding {
    /** The environment variable. */
    readonly variable: string;
    /** Parses the variable's text; `undefined` means "unparseable": the default then applies. */
    readonly parse: (text: string) => unknown;
}
/** Python `value.lower() in ("true", "1", "yes")`: Karenina's boolean environment flags. */
export declare function parseEnvBoolean(text: string): boolean;
/** Python `float(text)`, `undefined` when it would raise. */
export declare function parseEnvFloat(text: string): number | undefined;
/** Python `int(text)` (surrounding whitespace, a sign and `_` between digits allowed), `undefined` when it would raise. */
export declare function parseEnvInt(text: string): number | undefined;
/**
 * Configuration precedence, explicit > environment > default (spec 05 §1.2 step 1): returns a copy of `input`
 * where each bound key that was not passed (absent or `undefined`) is filled from its variable when that is set
 * and parses. Defaults are left to the schema.
 */
export declare function applyEnvDefaults<T extends Record<string, unknown>>(input: T, bindings: Readonly<Record<string, EnvBinding>>, env: Env): T;
/**
 * True when `KARENINA_EXPOSE_GROUND_TRUTH` is `true`, `1`, `yes` or `on` (any case): the parsing prompt then
 * shows the template's ground truth to the judge (spec 06 §3).
 */
export declare function isGroundTruthExposed(env?: Env): boolean;
/** The presets directory: `KARENINA_PRESETS_DIR` when set and non-empty, else `./presets` (spec 05 §1.4). */
export declare function presetsDirFromEnv(env?: Env): string;
