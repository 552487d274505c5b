// The build (`pnpm build`): ES modules with their declarations.
import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node22.12', // engines' lowest
  fixedExtension: false, // type: module, so .js and .d.ts
  sourcemap: false,
  dts: true,
})
