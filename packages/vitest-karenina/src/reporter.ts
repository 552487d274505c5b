// `vitest --reporter vitest-karenina/reporter`: the same reporter as `--reporter karenina`.
export { KareninaReporter as default, KareninaReporter, type KareninaReporterOptions } from 'karenina'
