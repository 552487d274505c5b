// The build (`pnpm build`): ES modules and CommonJS (jest on CommonJS, ts-jest's default, cannot load ES modules
// without --experimental-vm-modules), with their declarations. `karenina` and jest stay outside.
import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: { index: 'src/index.ts', setup: 'src/setup.ts', reporter: 'src/reporter.ts' },
  format: ['esm', 'cjs'],
  platform: 'node',
  target: 'node22.12', // engines' lowest
  fixedExtension: false, // type: module, so ES modules are .js (and .d.ts), CommonJS .cjs (and .d.cts)
  sourcemap: false,
  dts: true,
  // jest's own modules come with the user's jest (@jest/globals is not a peer: jest brings it).
  deps: { neverBundle: [/^@jest\//, 'jest', 'expect'] },
})
