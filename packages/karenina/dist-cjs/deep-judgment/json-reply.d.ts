/**
 * The JSON object of a deep-judgment reply (spec 02 §7: fences stripped, Python `json.loads`), or `null` when
 * the text holds no JSON object.
 */
export declare function parseJsonObjectReply(text: string): Record<string, unknown> | null;
