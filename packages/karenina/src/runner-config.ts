// `karenina/runner-config`: the config checks a test runner's plugin makes at config time, and nothing else (a few
// small modules). vitest's main process starts no worker before its config has loaded: the plugin loads the
// reporter itself (`karenina/reporter`) only once the run starts, while the workers start.
export { assertPortableRunnerModels, resolveRunnerConfig, type RunnerConfig, type RunnerConfigInput } from './runner/runner-config.js'
export { emptyShardNote, type ShardInfo } from './runner/reporting/shard-notes.js'
// The run directory the plugin's light reporter announces to the workers before the reporter itself loads.
export { openRunDir } from './runner/result-records.js'
