import { extname } from 'node:path'

/**
 * The results file of one shard: the shard before the extension, so the shards of a run sit side by side
 * and a glob picks them up for `karenina merge`.
 * @example shardFileName('karenina-results.json', 1, 2) // 'karenina-results.shard-1-of-2.json'
 */
export function shardFileName(file: string, shardIndex: number, shardCount: number): string {
  const ext = extname(file)
  const stem = ext === '' ? file : file.slice(0, -ext.length)
  return `${stem}.shard-${shardIndex}-of-${shardCount}${ext}`
}
