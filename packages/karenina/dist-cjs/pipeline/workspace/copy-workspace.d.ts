/** Copies the directory `source` into the existing empty directory `target`. */
export declare function copyWorkspace(source: string, target: string): Promise<void>;
