import { describe, expect, test } from 'vitest'
import { ConfigError } from '../../errors/config-error.js'
import { BenchmarkTestFailure, BENCHMARK_TEST_TIMEOUT_MS, describeBlock } from './adapter-kit.js'

const defaults = { name: 'bench', timeout: BENCHMARK_TEST_TIMEOUT_MS, subject: 'describeBenchmark options' }

describe('describeBlock: the describe options both adapters take', () => {
  test('`name` names the block, `title` (deprecated) too, else the default; the rest is the planning config', () => {
    expect(describeBlock({ name: 'a', replicates: 2 }, defaults)).toEqual({ name: 'a', timeout: 300_000, concurrent: false, config: { replicates: 2 } })
    expect(describeBlock({ title: 'b' }, defaults).name).toBe('b')
    expect(describeBlock({ name: 'c', title: 'c', timeout: 5, concurrent: true }, defaults)).toMatchObject({ name: 'c', timeout: 5, concurrent: true })
    expect(describeBlock({}, defaults).name).toBe('bench')
  })

  test('two different names, or a timeout that is not a positive number, are ConfigErrors naming the option', () => {
    expect(() => describeBlock({ name: 'a', title: 'b' }, defaults)).toThrow(ConfigError)
    expect(() => describeBlock({ name: 'a', title: 'b' }, defaults)).toThrow(/describeBenchmark options › title.*deprecated spelling of 'name'/)
    expect(() => describeBlock({ timeout: 0 }, defaults)).toThrow(/describeBenchmark options › timeout.*positive number/)
  })

  test('BenchmarkTestFailure is an Error named for the report, its stack the message alone', () => {
    const failure = new BenchmarkTestFailure('wrong answer')
    expect(failure).toBeInstanceOf(Error)
    expect(failure.stack).toBe('BenchmarkTestFailure: wrong answer')
  })
})
