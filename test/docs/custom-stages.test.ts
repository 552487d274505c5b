import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// docs/custom-stages.md shows the files of examples/custom-stages, which the suite runs (pipeline/custom-stages,
// test/vitest, test/jest and test/cli custom-stages tests): each code block headed by a file's path is that file.
const GUIDE = fileURLToPath(new URL('../../docs/custom-stages.md', import.meta.url))
const EXAMPLES = new URL('../../examples/custom-stages/', import.meta.url)

describe('docs/custom-stages.md', () => {
  const guide = readFileSync(GUIDE, 'utf8')
  const blocks = new Map([...guide.matchAll(/```js\n\/\/ examples\/custom-stages\/([\w.-]+)\n([\s\S]*?)```/g)].map((m) => [m[1]!, m[2]!]))

  it('shows every example file, as it is on disk', () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.js')).sort()
    expect([...blocks.keys()].sort()).toEqual(files)
    for (const [file, code] of blocks) expect(code, file).toBe(readFileSync(new URL(file, EXAMPLES), 'utf8'))
  })

  it('the example files type-check (checkJs, with the repository\'s strict options)', () => {
    const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url))
    const run = spawnSync(process.execPath, [tsc, '-p', fileURLToPath(new URL('tsconfig.json', EXAMPLES))], { encoding: 'utf8' })
    expect(run.stdout + run.stderr).toBe('')
    expect(run.status).toBe(0)
  }, 120_000)

  it('is linked from the README', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain('](docs/custom-stages.md)')
  })
})
