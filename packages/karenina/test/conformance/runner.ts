import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePyJson } from '../../src/compat/parse-py-json.js'
import { AREA_ADAPTERS } from './adapters.js'
import type { AreaAdapter, ConformanceCase } from './area.js'
import { compareOutcome, type Mismatch } from './compare.js'

/** How one case ended. `divergent` = a python_quirk case that differs and is listed in docs/divergences.md. */
export type CaseStatus = 'passed' | 'failed' | 'divergent' | 'uncertain' | 'runner_error'

export interface CaseReport {
  id: string
  area: string
  file: string
  status: CaseStatus
  tier: 'plain' | 'python_quirk' | 'uncertain'
  mismatches: Mismatch[]
  error?: string
}

export interface ConformanceReport {
  cases: CaseReport[]
  passed: number
  failed: number
  skipped: number
}

/** Loads every `*.json` vector file of a directory, in file-name order. */
export function loadVectors(dir: string): { file: string; cases: ConformanceCase[] }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = parsePyJson(readFileSync(join(dir, file), 'utf8'))
      if (!Array.isArray(parsed)) throw new Error(`${join(dir, file)}: expected a JSON array of cases`)
      return { file, cases: parsed as ConformanceCase[] }
    })
}

/** The heading of docs/divergences.md whose table lists the conformance cases that may differ. */
export const DIVERGENT_CASES_HEADING = '## Conformance cases listed as documented divergences'

/**
 * The case ids of a divergences document: rows `| \`case-id\` | reason |` of the table under
 * {@link DIVERGENT_CASES_HEADING}. A row without a reason does not count, nor does an id elsewhere.
 */
export function readDivergenceIds(markdown: string): Set<string> {
  const ids = new Set<string>()
  const start = markdown.indexOf(DIVERGENT_CASES_HEADING)
  if (start === -1) return ids
  const section = markdown.slice(start + DIVERGENT_CASES_HEADING.length).split(/\n(?=## )/)[0]!
  for (const line of section.split('\n')) {
    const row = /^\|\s*`([^`]+)`\s*\|(.*)\|\s*$/.exec(line.trim())
    if (row && row[2]!.trim() !== '') ids.add(row[1]!)
  }
  return ids
}

/** Runs one case. Adapters call the library in Karenina-compatibility mode (`compat: 'karenina-python'`). */
export async function runCase(
  testCase: ConformanceCase,
  file: string,
  divergences: ReadonlySet<string>,
): Promise<CaseReport> {
  const tier = testCase.uncertain ? 'uncertain' : testCase.python_quirk ? 'python_quirk' : 'plain'
  const base = { id: testCase.id, area: testCase.area, file, tier } as const
  let adapter: AreaAdapter
  try {
    const load = AREA_ADAPTERS[testCase.area]
    if (!load) return { ...base, status: 'runner_error', mismatches: [], error: `no adapter for area "${testCase.area}"` }
    adapter = (await load()).default
  } catch (error) {
    return { ...base, status: 'runner_error', mismatches: [], error: `adapter failed to load: ${String(error)}` }
  }
  let actual: Record<string, unknown>
  try {
    actual = await adapter.run(testCase.input)
  } catch (error) {
    return { ...base, status: 'runner_error', mismatches: [], error: `adapter threw: ${error instanceof Error ? error.stack : String(error)}` }
  }
  const mismatches = compareOutcome(testCase.expected, actual)
  if (mismatches.length === 0) return { ...base, status: 'passed', mismatches }
  if (tier === 'uncertain') return { ...base, status: 'uncertain', mismatches }
  if (tier === 'python_quirk' && divergences.has(testCase.id)) return { ...base, status: 'divergent', mismatches }
  return { ...base, status: 'failed', mismatches }
}

/** Runs every case of every vector file in `dir`. */
export async function runConformance(dir: string, divergences: ReadonlySet<string> = new Set()): Promise<ConformanceReport> {
  const cases: CaseReport[] = []
  for (const { file, cases: fileCases } of loadVectors(dir)) {
    for (const testCase of fileCases) cases.push(await runCase(testCase, file, divergences))
  }
  const passed = cases.filter((c) => c.status === 'passed' || c.status === 'divergent').length
  const skipped = cases.filter((c) => c.status === 'uncertain').length
  return { cases, passed, skipped, failed: cases.length - passed - skipped }
}
