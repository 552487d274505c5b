export declare const createInterface: typeof import("readline").createInterface;
export declare const createRequire: typeof import("module").createRequire;
export declare const finished: typeof import("stream/promises").finished;
export declare const pipeline: typeof import("stream/promises").pipeline;
