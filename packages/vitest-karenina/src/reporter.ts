// `vitest --reporter vitest-karenina/reporter`: the same reporter as `--reporter karenina`, from `karenina/reporter`
// (vitest's main process need not load the verification pipeline).
export { KareninaReporter as default, KareninaReporter, type KareninaReporterOptions } from 'karenina/reporter'
