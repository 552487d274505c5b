import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KARENINA_VERSION } from './version.js'

describe('KARENINA_VERSION', () => {
  it("is the package.json's version when running from source (the build writes it in; test/build checks dist)", () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(KARENINA_VERSION).toBe(version)
  })
})
