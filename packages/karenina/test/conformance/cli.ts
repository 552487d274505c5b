import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readDivergenceIds, runConformance } from './runner.js'

// `pnpm conformance [DIR]`: runs every vector file in DIR (default ../shared/conformance beside the repo).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const dir = resolve(process.argv[2] ?? resolve(repoRoot, '../shared/conformance'))
if (!existsSync(dir)) {
  console.error(`conformance: no vector directory at ${dir} (pass one: pnpm conformance DIR)`)
  process.exit(2)
}
const divergencesFile = resolve(repoRoot, 'docs/divergences.md')
const divergences = existsSync(divergencesFile) ? readDivergenceIds(readFileSync(divergencesFile, 'utf8')) : new Set<string>()

const report = await runConformance(dir, divergences)
const verbose = process.argv.includes('--verbose') || process.env.KARENINA_CONFORMANCE_VERBOSE === '1'

const areas = new Map<string, { passed: number; total: number }>()
for (const c of report.cases) {
  const tally = areas.get(c.area) ?? { passed: 0, total: 0 }
  tally.total += 1
  if (c.status === 'passed' || c.status === 'divergent') tally.passed += 1
  areas.set(c.area, tally)
}
for (const [area, { passed, total }] of areas) console.log(`${area}: ${passed}/${total}`)

const tiers = ['plain', 'python_quirk', 'uncertain'] as const
for (const tier of tiers) {
  const inTier = report.cases.filter((c) => c.tier === tier)
  if (inTier.length === 0) continue
  const exact = inTier.filter((c) => c.status === 'passed').length
  const divergent = inTier.filter((c) => c.status === 'divergent').length
  console.log(`tier ${tier}: ${exact}/${inTier.length} exact${divergent ? `, ${divergent} documented divergences` : ''}`)
}
for (const c of report.cases) {
  if (c.status === 'passed') continue
  if (c.status === 'divergent' && !verbose) continue
  const detail = c.error ?? c.mismatches.map((m) => `${m.path}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`).join('; ')
  console.log(`  ${c.status.toUpperCase()} ${c.id} (${c.file}): ${detail}`)
}
console.log(`${report.passed} passed, ${report.failed} failed${report.skipped ? `, ${report.skipped} skipped` : ''}`)
process.exit(report.failed === 0 ? 0 : 1)
