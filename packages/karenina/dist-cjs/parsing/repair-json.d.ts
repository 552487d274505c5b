/** The outcome of {@link repairJson}: the parsed value, or why the text could not be repaired. */
export type RepairOutcome = {
    ok: true;
    value: unknown;
} | {
    ok: false;
    error: string;
};
/**
 * The JSON-repair step of Karenina's parser ladder (spec 06 §8.4, Python's `json_repair.repair_json` of the
 * whole reply): truncated objects are closed, single quotes, trailing commas, comments, Python constants and
 * code fences are fixed, then the text is read with Python's `json.loads` rules (so `5.0` stays a float).
 * Prose before or after the JSON is skipped, as `json_repair` does. Never a value the caller has not validated: it
 * only turns text into JSON.
 */
export declare function repairJson(text: string): Promise<RepairOutcome>;
