/** A `Response` over `bytes` (a whole body), read without a stream (see {@link BufferedResponse}). */
export declare function bufferedResponse(bytes: Uint8Array, init: ResponseInit): Response;
