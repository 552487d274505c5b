import { describe, expect, it } from 'vitest'
import { builtFolderPatterns, karenina } from './plugin.js'

describe('karenina vitest plugin config', () => {
  it('lets as many concurrent tests run as the requests the user allows', () => {
    expect(karenina({ maxConcurrentRequests: 8 }).config({}).test.maxConcurrency).toBe(8)
    // Without a request limit, vitest's own default stays.
    expect(karenina({}).config({}).test.maxConcurrency).toBeUndefined()
  })

  it("keeps the user's own maxConcurrency", () => {
    expect(karenina({ maxConcurrentRequests: 8 }).config({ test: { maxConcurrency: 3 } }).test.maxConcurrency).toBeUndefined()
  })

  it("has Node run karenina's built modules, not vite (they resolve outside node_modules in a workspace)", () => {
    const patterns = builtFolderPatterns(['/ws/packages/karenina/dist/index.js', '/ws/packages/vitest-karenina/src/plugin.ts'])
    expect(patterns.some((p) => p.test('/ws/packages/karenina/dist/results/export.js'))).toBe(true)
    // Sources (this workspace's own tests) stay with vite.
    expect(patterns.some((p) => p.test('/ws/packages/vitest-karenina/src/setup.ts'))).toBe(false)
    expect(karenina().config({}).test.server?.deps?.external).toBeInstanceOf(Array)
  })

  it('still adds the matchers setup file', () => {
    expect(karenina().config({}).test.setupFiles?.[0]).toMatch(/setup\.(ts|js)$/)
    expect(karenina({ setupFile: false }).config({}).test.setupFiles).toBeUndefined()
  })
})
