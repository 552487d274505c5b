import type { KareninaReporter, KareninaReporterOptions, ReportedTestCase, ReportedTestModule, ReporterHost } from 'karenina/reporter'

/**
 * The karenina reporter, whose modules load once a worker has collected its tests. vitest's main process starts
 * no worker before its config and reporters are ready, and `karenina/reporter` costs about a tenth of a second of
 * CPU there; from `onTestRunStart` to the first worker's start vitest is still busy, and until the worker has
 * collected its tests it waits on the main process (module transforms). From the first `onTestModuleCollected`,
 * the reporter loads while the worker imports its SDKs and runs its first tests. The hooks reach the reporter in
 * vitest's order, each with vitest's arguments; `onTestRunStart` with the time vitest called it (the run's start
 * in the results file).
 */
export class DeferredKareninaReporter {
  readonly #options: KareninaReporterOptions
  #host: ReporterHost | undefined
  #reporter: KareninaReporter | undefined
  #loading: Promise<KareninaReporter> | undefined
  /** Hooks called while the reporter loads, handed on in order once it has. */
  readonly #queued: ((reporter: KareninaReporter) => void)[] = []

  constructor(options: KareninaReporterOptions = {}) {
    this.#options = options
  }

  /** The reporter, once loaded (the hooks before that are handed on first). */
  reporter(): Promise<KareninaReporter> {
    this.#loading ??= import('karenina/reporter').then(({ KareninaReporter }) => {
      const reporter = new KareninaReporter(this.#options)
      if (this.#host !== undefined) reporter.onInit(this.#host)
      for (const hook of this.#queued.splice(0)) hook(reporter)
      this.#reporter = reporter
      return reporter
    })
    return this.#loading
  }

  onInit(host: ReporterHost): void {
    if (this.#reporter) this.#reporter.onInit(host)
    else this.#host = host
  }

  onTestRunStart(specifications?: readonly unknown[]): void {
    const startTime = Date.now()
    if (this.#reporter) return this.#reporter.onTestRunStart(specifications, startTime)
    this.#queued.push((reporter) => reporter.onTestRunStart(specifications, startTime))
  }

  onTestModuleCollected(): void {
    // Not awaited: vitest would hold the worker's next messages meanwhile.
    if (!this.#reporter) this.reporter().catch(() => undefined)
  }

  onTestCaseResult(test: ReportedTestCase): void | Promise<void> {
    if (this.#reporter) return this.#reporter.onTestCaseResult(test)
    this.#queued.push((reporter) => reporter.onTestCaseResult(test))
    return this.reporter().then(() => undefined)
  }

  async onTestRunEnd(testModules: readonly ReportedTestModule[]): Promise<void> {
    await (await this.reporter()).onTestRunEnd(testModules)
  }
}
