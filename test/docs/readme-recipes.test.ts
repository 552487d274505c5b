// Every TypeScript and JavaScript recipe of the READMEs, type-checked with tsc as a user's project would check it:
// fresh projects in the OS temp dir with the built packages in node_modules, for vitest (ESM) and jest (ESM and
// CommonJS), with `skipLibCheck: false` (a clash between declaration files, such as the ESM and CommonJS matcher
// typings both loading, only shows so). A fragment (`describeBenchmark(benchmark, { part: '1/4' })`) gets the
// imports it needs from the package it documents, and declarations of the few values the README leaves to the reader.
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../global-setup.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const PACKAGES = join(ROOT, 'packages')
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
const READMES = ['README.md', 'packages/karenina/README.md', 'packages/vitest-karenina/README.md', 'packages/jest-karenina/README.md', 'packages/testing/README.md']

type Runner = 'vitest' | 'jest' | 'core'
interface Recipe {
  /** `README.md:40`, for messages. */
  where: string
  lang: 'ts' | 'js'
  code: string
  runner: Runner
}

/** The README's code blocks in TypeScript or JavaScript, with the runner they are written for. */
async function recipes(): Promise<Recipe[]> {
  const found: Recipe[] = []
  for (const file of READMES) {
    const text = await readFile(join(ROOT, file), 'utf8')
    for (const match of text.matchAll(/```(ts|typescript|js|javascript)\n([\s\S]*?)```/g)) {
      const code = match[2]!
      const line = text.slice(0, match.index).split('\n').length
      const runner: Runner = file.includes('jest-karenina') ? 'jest' : file.includes('vitest-karenina') || /vitest|karenina\(|toVerify|describeBenchmark/.test(code) ? 'vitest' : 'core'
      found.push({ where: `${file}:${line}`, lang: match[1]!.startsWith('t') ? 'ts' : 'js', code, runner })
    }
  }
  return found
}

/** Where a name a fragment uses without importing comes from, per runner. */
const IMPORTABLE: Record<Runner, Record<string, string>> = {
  vitest: { 'vitest-karenina/plugin': 'karenina', 'vitest-karenina': 'describeBenchmark describeScenario', vitest: 'expect test describe', zod: 'z' },
  jest: { 'jest-karenina': 'describeBenchmark describeScenario', zod: 'z' },
  core: { zod: 'z' },
}

/** Values the READMEs leave to the reader ("your benchmark", "the reply"), declared with their types. */
const READER_VALUES: Record<string, string> = {
  benchmark: 'import("karenina").Benchmark',
  bench: 'import("karenina").Benchmark',
  Answer: 'import("karenina").Template',
  reply: 'string',
  question: 'string',
  myAgent: '(question: string) => Promise<string>',
}

/** The identifiers of code, strings and comments left out. */
function identifiers(code: string): Set<string> {
  const bare = code.replace(/\/\/.*$/gm, '').replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, '""')
  return new Set(bare.match(/(?<![.\w$])[A-Za-z_$][\w$]*/g) ?? [])
}

/** Names the block imports or declares itself. */
function ownNames(code: string): Set<string> {
  const names = new Set<string>()
  for (const m of code.matchAll(/^import\s+(?:type\s+)?(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?(?:\*\s+as\s+(\w+))?\s*from/gm)) {
    if (m[1]) names.add(m[1])
    if (m[3]) names.add(m[3])
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).at(-1)
      if (name) names.add(name)
    }
  }
  for (const m of code.matchAll(/\b(?:const|let|var|function|class)\s+(\w+)/g)) names.add(m[1]!)
  for (const m of code.matchAll(/\bawait\s+using\s+(\w+)/g)) names.add(m[1]!)
  return names
}

/** The file tsc checks for a recipe: its code with what a fragment lacks, and wrapped where CommonJS needs it. */
function recipeFile(recipe: Recipe, runner: Runner, kareninaExports: ReadonlySet<string>, commonjs: boolean, lang: 'ts' | 'js'): string {
  const used = identifiers(recipe.code)
  const own = ownNames(recipe.code)
  const head: string[] = [`// ${recipe.where}`]
  const wanted = (name: string) => used.has(name) && !own.has(name)
  const fromKarenina = [...kareninaExports].filter(wanted).sort()
  if (fromKarenina.length > 0) head.push(`import { ${fromKarenina.join(', ')} } from 'karenina'`)
  for (const [module, names] of Object.entries(IMPORTABLE[runner])) {
    const missing = names.split(' ').filter((n) => wanted(n) && !fromKarenina.includes(n))
    if (missing.length > 0) head.push(`import { ${missing.join(', ')} } from '${module}'`)
  }
  for (const [name, type] of Object.entries(READER_VALUES)) {
    if (!wanted(name)) continue
    head.push(lang === 'ts' ? `declare const ${name}: ${type}` : `/** @type {${type}} */\nconst ${name} = /** @type {any} */ (undefined)`)
  }
  const lines = recipe.code.split('\n')
  const imports = lines.filter((l) => /^import\s/.test(l))
  const body = lines.filter((l) => !/^import\s/.test(l))
  // CommonJS has no top-level await: the recipe's statements run in an async function there.
  const wrap = commonjs && body.some((l) => /^(await |const \w+ = await |await using )/.test(l))
  return [...head, ...imports, ...(wrap ? ['export async function recipe(): Promise<void> {', ...body, '}'] : [...body, 'export {}'])].join('\n') + '\n'
}

interface Project {
  name: string
  commonjs: boolean
  runners: readonly Runner[]
  types: readonly string[]
  modules: readonly string[]
}

const PROJECTS: readonly Project[] = [
  { name: 'vitest, ESM', commonjs: false, runners: ['vitest', 'core'], types: ['node', 'vitest-karenina/setup'], modules: ['vitest'] },
  { name: 'jest, ESM', commonjs: false, runners: ['jest', 'core'], types: ['node', 'jest', 'jest-karenina/setup'], modules: ['jest'] },
  { name: 'jest, CommonJS (ts-jest)', commonjs: true, runners: ['jest', 'core'], types: ['node', 'jest', 'jest-karenina/setup'], modules: ['jest'] },
]

/** The packages a user installs, as they resolve in this workspace (their built `dist`). */
async function nodeModules(runnerModules: readonly string[]): Promise<Record<string, string>> {
  const from = (pkg: string, name: string) => realpath(join(PACKAGES, pkg, 'node_modules', name))
  const links: Record<string, string> = {
    karenina: join(PACKAGES, 'karenina'),
    '@karenina/testing': join(PACKAGES, 'testing'),
    zod: await from('karenina', 'zod'),
    openai: await from('karenina', 'openai'),
    '@anthropic-ai/sdk': await from('karenina', '@anthropic-ai/sdk'),
    ai: await from('karenina', 'ai'),
    '@ai-sdk/openai': await from('karenina', '@ai-sdk/openai'),
    '@ai-sdk/anthropic': await from('karenina', '@ai-sdk/anthropic'),
    '@types/node': await realpath(join(ROOT, 'node_modules', '@types', 'node')),
  }
  if (runnerModules.includes('vitest')) Object.assign(links, { 'vitest-karenina': join(PACKAGES, 'vitest-karenina'), vitest: await from('vitest-karenina', 'vitest') })
  if (runnerModules.includes('jest')) {
    Object.assign(links, {
      'jest-karenina': join(PACKAGES, 'jest-karenina'),
      '@jest/globals': await from('jest-karenina', '@jest/globals'),
      expect: await from('jest-karenina', 'expect'),
      '@types/jest': await from('jest-karenina', '@types/jest'),
    })
  }
  return links
}

function tsc(dir: string): Promise<{ code: number; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json')], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', fail)
    child.on('exit', (code) => done({ code: code ?? 1, output }))
  })
}

let all: Recipe[] = []
let kareninaExports: Set<string>
const dirs: string[] = []
beforeAll(async () => {
  await ensureBuilt()
  all = await recipes()
  kareninaExports = new Set(Object.keys(await import('karenina')).filter((name) => name !== 'default'))
}, 600_000)
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('README recipes type-check', () => {
  it('finds the recipes of every README (the test cannot pass on none)', () => {
    const counts = Object.fromEntries((['vitest', 'jest', 'core'] as const).map((r) => [r, all.filter((x) => x.runner === r).length]))
    expect(counts.vitest).toBeGreaterThanOrEqual(5)
    expect(counts.jest).toBeGreaterThanOrEqual(3)
    expect(counts.core).toBeGreaterThanOrEqual(3)
  })

  it.each(PROJECTS)('$name', async (project) => {
    const dir = await mkdtemp(join(tmpdir(), 'karenina-readme-recipes-'))
    dirs.push(dir)
    for (const [pkg, target] of Object.entries(await nodeModules(project.modules))) {
      await mkdir(dirname(join(dir, 'node_modules', pkg)), { recursive: true })
      await symlink(target, join(dir, 'node_modules', pkg), 'dir')
    }
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'readme-recipes', private: true, ...(project.commonjs ? {} : { type: 'module' }) }))
    // The app module the root README's recipe imports.
    await writeFile(join(dir, 'my-app.ts'), 'export async function askMyApp(question: string): Promise<string> {\n  return question\n}\n')
    const chosen = all.filter((r) => project.runners.includes(r.runner))
    let i = 0
    for (const recipe of chosen) {
      // CommonJS users (ts-jest) write TypeScript; the README's ESM jest config is not theirs.
      if (project.commonjs && /^export default \{/m.test(recipe.code) && recipe.lang === 'js') continue
      const ext = recipe.lang === 'js' && !project.commonjs ? 'js' : 'ts'
      await writeFile(join(dir, `recipe-${String(++i).padStart(2, '0')}.${ext}`), recipeFile(recipe, recipe.runner === 'core' ? (project.modules[0] as Runner) : recipe.runner, kareninaExports, project.commonjs, ext))
    }
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          // The AI SDK's declarations use fetch types (HeadersInit) from the DOM lib, as AI SDK projects have it.
          lib: ['ES2023', 'ESNext.Disposable', ...(chosen.some((r) => /from '(ai|@ai-sdk\/[\w-]+)'/.test(r.code)) ? ['DOM'] : [])],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          allowJs: true,
          checkJs: true,
          types: project.types,
        },
        include: ['*.ts', '*.js'],
      }),
    )
    const run = await tsc(dir)
    const files = chosen.length
    expect(files).toBeGreaterThan(0)
    expect(run.output.trim(), `tsc in ${dir}`).toBe('')
    expect(run.code).toBe(0)
  }, 180_000)
})
