/**
 * The results file of one shard: the shard before the extension, so the shards of a run sit side by side
 * and a glob picks them up for `karenina merge`.
 * @example shardFileName('karenina-results.json', 1, 2) // 'karenina-results.shard-1-of-2.json'
 */
export declare function shardFileName(file: string, shardIndex: number, shardCount: number): string;
