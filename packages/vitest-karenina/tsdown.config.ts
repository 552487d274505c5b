// The build (`pnpm build`): ES modules with their declarations (vitest loads ES modules only). `karenina` and
// vitest stay outside: the user's own copies.
import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: { index: 'src/index.ts', setup: 'src/setup.ts', reporter: 'src/reporter.ts', plugin: 'src/plugin.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node22.12', // engines' lowest
  fixedExtension: false, // type: module, so .js and .d.ts (the plugin finds ./setup.js beside itself)
  sourcemap: false,
  dts: true,
})
