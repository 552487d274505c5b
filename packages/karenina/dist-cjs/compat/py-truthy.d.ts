/** Python `bool(value)`: false for None, False, 0, 0.0, "", [], {}, (); true otherwise (NaN and "false" too). */
export declare function pyTruthy(value: unknown): boolean;
