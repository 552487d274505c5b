import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { displayPath } from './display-path.js'

describe('displayPath', () => {
  const cwd = resolve('/work/project')
  it('is relative to the cwd inside it', () => {
    expect(displayPath(join(cwd, 'reports', 'karenina-results.json'), cwd)).toBe(join('reports', 'karenina-results.json'))
  })
  it('is absolute outside the cwd, never a chain of ../', () => {
    const outside = resolve('/tmp/run/karenina-results.json')
    expect(displayPath(outside, cwd)).toBe(outside)
    expect(displayPath(resolve('/work/other/x.json'), cwd)).toBe(resolve('/work/other/x.json'))
  })
  it('keeps a file whose name starts with .. inside the cwd relative', () => {
    expect(displayPath(join(cwd, '..results.json'), cwd)).toBe('..results.json')
  })
})
