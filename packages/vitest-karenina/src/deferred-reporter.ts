import type { KareninaReporter, KareninaReporterOptions, ReportedTestModule, ReporterHost } from 'karenina/reporter'
import { openRunDir } from 'karenina/runner-config'

/**
 * The karenina reporter, whose modules load with the first test result. vitest's main process starts no worker
 * before its config and reporters are ready, and `karenina/reporter` costs about a tenth of a second of CPU there.
 * Until its tests run, a worker waits on the main process more than once (module transforms, and after collecting
 * its tests the snapshot set-up, a round trip to the main process): loading the reporter at any of those moments
 * holds the worker idle for as long. From the first result on, a worker sends its updates without waiting for
 * replies, so the reporter loads while the tests run (the workers hand their results to the run directory, which
 * `onInit` announces at once). The hooks reach the reporter in vitest's order, each with
 * vitest's arguments; `onTestRunStart` with the time vitest called it (the run's start in the results file).
 */
export class DeferredKareninaReporter {
  readonly #options: KareninaReporterOptions
  #host: ReporterHost | undefined
  #reporter: KareninaReporter | undefined
  #loading: Promise<KareninaReporter> | undefined
  /** Hooks called while the reporter loads, handed on in order once it has. */
  readonly #queued: ((reporter: KareninaReporter) => void)[] = []
  readonly #load: () => Promise<{ KareninaReporter: new (options: KareninaReporterOptions) => KareninaReporter }>

  /** `load` imports the reporter's module (tests observe when it is called). */
  constructor(options: KareninaReporterOptions = {}, load = () => import('karenina/reporter')) {
    this.#options = options
    this.#load = load
  }

  /** The reporter, once loaded (the hooks before that are handed on first). */
  reporter(): Promise<KareninaReporter> {
    this.#loading ??= this.#load().then(({ KareninaReporter }) => {
      const reporter = new KareninaReporter(this.#options)
      if (this.#host !== undefined) reporter.onInit(this.#host)
      for (const hook of this.#queued.splice(0)) hook(reporter)
      this.#reporter = reporter
      return reporter
    })
    return this.#loading
  }

  onInit(host: ReporterHost): void {
    // The workers start before the reporter loads: they must know where to hand their results now.
    openRunDir()
    if (this.#reporter) this.#reporter.onInit(host)
    else this.#host = host
  }

  onTestRunStart(specifications?: readonly unknown[]): void {
    const startTime = Date.now()
    if (this.#reporter) return this.#reporter.onTestRunStart(specifications, startTime)
    this.#queued.push((reporter) => reporter.onTestRunStart(specifications, startTime))
  }

  /** A test ended: the reporter starts loading (it reads nothing until the run ends). */
  onTestCaseResult(_test?: unknown): void | Promise<void> {
    if (this.#reporter) return
    return this.reporter().then(() => undefined)
  }

  async onTestRunEnd(testModules: readonly ReportedTestModule[]): Promise<void> {
    await (await this.reporter()).onTestRunEnd(testModules)
  }
}
