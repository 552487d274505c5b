/**
 * Parses JSON written by Python, keeping what `JSON.parse` loses: a number written with a fraction or an
 * exponent (`5.0`, `1e3`) is a Python float, so an integral one becomes a `PyFloat` box; other numbers are
 * plain JS numbers, except integers beyond 2^53, which are exact `bigint`s. Used for checkpoints, result exports and conformance vectors.
 */
export declare function parsePyJson(text: string): unknown;
