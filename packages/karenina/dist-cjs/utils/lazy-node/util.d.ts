export declare const inspect: typeof import("util").inspect, isDeepStrictEqual: typeof import("util").isDeepStrictEqual, styleText: typeof import("util").styleText;
