// The core API as users run it: `runVerification` and the bench's benchmark from the built package (dist), not
// the sources. Under tsx the sources pay a helper call for every closure they create (esbuild's keepNames);
// the published JavaScript has none, and tsx leaves dist's plain JavaScript untransformed.
import { z } from 'zod'
import { ensureBuilt } from '../../test/global-setup.js'

type Karenina = typeof import('../../packages/karenina/src/index.js')

// The ESM build, as `import 'karenina'` loads it (the bench runs with the karenina-source condition).
const KARENINA_DIST = new URL('../../packages/karenina/dist/index.js', import.meta.url)

export interface BuiltCore {
  runVerification: Karenina['runVerification']
  /** `n` questions naming BCL2 with the Target template, as `benchBenchmark(n)` of the sources. */
  benchmark(n: number): ReturnType<Karenina['Benchmark']['create']>
}

/** `dist`: another build directory of packages/karenina (e.g. a copy of the previous build, for before/after profiles). */
export async function builtCore(dist?: string): Promise<BuiltCore> {
  await ensureBuilt()
  const entry = dist === undefined ? KARENINA_DIST : new URL(`../../packages/karenina/${dist}/index.js`, import.meta.url)
  const karenina = (await import(entry.href)) as Karenina
  const Target = karenina.defineTemplate({
    target: karenina.field(z.string(), {
      description: 'The protein target named in the response',
      groundTruth: 'BCL2',
      check: karenina.exactMatch({ normalize: ['lowercase', 'strip'] }),
    }),
  })
  return {
    runVerification: karenina.runVerification,
    benchmark(n) {
      const benchmark = karenina.Benchmark.create({ name: 'bench' })
      for (let i = 0; i < n; i++) {
        benchmark.addQuestion({ id: `b${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
      }
      return benchmark
    },
  }
}
