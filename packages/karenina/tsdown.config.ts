// The build (`pnpm build`): ES modules and CommonJS (for jest on CommonJS) with their declarations, every file at
// dist's top level. Shared code is split into chunks, so a process loads one copy of each module whichever
// entries it imports, and what loads on first use (`import()`: the Python sandbox, MCP, the agent runtimes, the
// SDKs' adapters) stays in chunks of its own. Dependencies and the optional peers stay outside (the user's own
// copies; a peer loads only when used).
import { readFileSync } from 'node:fs'
import { defineConfig, type UserConfig } from 'tsdown'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

const common = {
  platform: 'node',
  target: 'node22.12', // engines' lowest
  define: { __KARENINA_VERSION__: JSON.stringify(version) },
  sourcemap: false,
  // type: module, so ES modules are .js (and .d.ts), CommonJS .cjs (and .d.cts).
  fixedExtension: false,
  // ASCII output: V8 keeps a module's source for the life of the process, at two bytes a character once it has
  // one beyond Latin-1 (escaped instead). Comments go for the same reason; the declarations keep theirs.
  // CommonJS: what loads on first use (optional peers, jsonrepair, the workspace tools' globbers) is a require()
  // in the .cjs files. jest runs CommonJS in a VM sandbox with no import() unless --experimental-vm-modules.
  outputOptions: { comments: false, charset: 'ascii', dynamicImportInCjs: false },
} satisfies UserConfig

/** The package's `exports`, by file name. */
const LIBRARY = {
  index: 'src/index.ts',
  runner: 'src/runner.ts',
  'runner-config': 'src/runner-config.ts',
  openai: 'src/llm/openai/index.ts',
  anthropic: 'src/llm/anthropic/index.ts',
  'fast-check': 'src/fast-check/index.ts',
}

export default defineConfig([
  {
    ...common,
    format: {
      // The CLI is an ES module only, sharing the library's chunks.
      esm: { entry: { ...LIBRARY, cli: 'src/cli/main.ts' } },
      cjs: { entry: LIBRARY },
    },
    dts: true,
    copy: [{ from: 'src/python-sandbox/sandbox-prelude.py', to: 'dist' }],
  },
  // `karenina/reporter` alone with its dependencies: it loads in vitest's main process with the first test result,
  // while the tests run (one file is ~45 ms of CPU; with zod's ~95 modules, ~100).
  { ...common, clean: false, entry: { reporter: 'src/reporter.ts' }, format: ['esm', 'cjs'], dts: true, deps: { alwaysBundle: ['zod'] } },
  // Run by path in a process that may read only this file and Pyodide (Node's permission model): one file.
  { ...common, clean: false, entry: { 'sandbox-worker': 'src/python-sandbox/sandbox-worker.ts' }, format: 'esm', dts: false },
])
