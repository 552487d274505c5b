import { describe, expect, it } from 'vitest'
import { PyRandom } from './py-random.js'

// Reference values printed by CPython 3.11 (`random.seed(s); random.getrandbits(32)` / `random.sample`).
describe('PyRandom', () => {
  it('matches CPython getrandbits(32) after seed(12345)', () => {
    const r = new PyRandom(12345)
    expect([r.getrandbits(32), r.getrandbits(32), r.getrandbits(32)]).toEqual([1789368711, 3146859322, 43676229])
  })

  it('matches CPython random.sample on the pool and the set paths', () => {
    const range = (n: number) => Array.from({ length: n }, (_, i) => i)
    expect(new PyRandom(337204154).sample(range(10), 3)).toEqual([2, 9, 3])
    expect(new PyRandom(337204154).sample(range(100), 7)).toEqual([94, 21, 20, 28, 55, 87, 24])
    expect(new PyRandom(0).sample(range(50), 30)).toEqual([
      24, 48, 26, 2, 16, 32, 31, 25, 19, 30, 22, 37, 13, 44, 8, 18, 35, 6, 45, 29, 17, 39, 42, 41, 4, 9, 3, 46, 21, 10,
    ])
  })

  it('rejects a sample larger than the population', () => {
    expect(() => new PyRandom(1).sample([1, 2], 3)).toThrow(RangeError)
  })
})
