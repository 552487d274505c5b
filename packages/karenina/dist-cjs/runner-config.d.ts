export { resolveRunnerConfig, type RunnerConfig, type RunnerConfigInput } from './runner/runner-config.js';
export { emptyShardNote, type ShardInfo } from './runner/shard-notes.js';
