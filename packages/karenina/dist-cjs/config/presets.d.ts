import { type Env } from './env.js';
import { type VerificationConfig } from './verification-config.js';
/** Metadata of a saved preset (Karenina's `save_preset` return value). */
export interface PresetMetadata {
    id: string;
    name: string;
    description: string | null;
    filepath: string;
    created_at: string;
    updated_at: string;
}
/** Where presets live and what the clock and ids are (injectable for tests). */
export interface PresetOptions {
    /** @default `KARENINA_PRESETS_DIR`, else `./presets` */
    presetsDir?: string;
    /** @default process.env */
    env?: Env;
}
/** Options of {@link savePreset}. */
export interface SavePresetOptions extends PresetOptions {
    description?: string | null;
    /** @default () => new Date() */
    now?: () => Date;
    /** @default crypto.randomUUID */
    newId?: () => string;
}
/** Karenina's preset filename: lowercase, spaces → `-`, only `[a-z0-9-]`, dashes collapsed and trimmed, ≤ 96 chars. */
export declare function sanitizePresetName(name: string): string;
/** Preset name (non-blank, ≤ 100 characters) and description (≤ 500 characters) limits. */
export declare function validatePresetMetadata(name: string, description?: string | null): void;
/** Karenina's preset model sanitization (spec 05 §1.4): only the fields that apply to the model's interface. */
export declare function sanitizePresetModel(model: Readonly<Record<string, unknown>>): Record<string, unknown>;
/**
 * Saves a config as `<dir>/<sanitized name>.json` in Karenina's preset format
 * (`{id, name, description, config, created_at, updated_at}`, models sanitized); an existing file is an error.
 */
export declare function savePreset(config: VerificationConfig, name: string, options?: SavePresetOptions): Promise<PresetMetadata>;
/** Resolves a preset name (`<dir>/<name>.json`) or a path to an existing file. */
export declare function resolvePresetPath(nameOrPath: string, options?: PresetOptions): Promise<string>;
/**
 * Loads a preset by name or path (Karenina's own preset files included) and resolves its `config` object;
 * keys other than `config` (comments, metadata) are ignored. The environment fills keys the preset omits.
 */
export declare function loadPreset(nameOrPath: string, options?: PresetOptions): Promise<VerificationConfig>;
