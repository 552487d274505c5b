/** The smallest double greater than `x`. */
export declare function nextUp(x: number): number;
/** The largest double smaller than `x`. */
export declare function nextDown(x: number): number;
