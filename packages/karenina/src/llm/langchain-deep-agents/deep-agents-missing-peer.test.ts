import { execFile } from 'node:child_process'
import Module from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '../../../../..')

/**
 * A child Node process in which a resolve hook makes `hidden` uninstalled (the rest of the install is real),
 * then a langchain_deep_agents agent is resolved and run: the error it gets is printed as JSON.
 */
function runWithout(hidden: string, provider: 'openai' | 'anthropic'): Promise<{ name: string; key: string; message: string }> {
  const script = `
import { registerHooks } from 'node:module'
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === ${JSON.stringify(hidden)} || specifier.startsWith(${JSON.stringify(`${hidden}/`)})) {
      throw Object.assign(new Error("Cannot find package '" + specifier + "'"), { code: 'ERR_MODULE_NOT_FOUND' })
    }
    return next(specifier, context)
  },
})
const { resolveModel } = await import(${JSON.stringify(path.join(here, '../resolve-model.ts'))})
const { agent } = await resolveModel({ interface: 'langchain_deep_agents', model_provider: ${JSON.stringify(provider)}, model_name: 'm', endpoint_base_url: 'http://127.0.0.1:9/v1', endpoint_api_key: 'k', anthropic_base_url: ${provider === 'anthropic' ? "'http://127.0.0.1:9'" : 'null'}, anthropic_api_key: ${provider === 'anthropic' ? "'k'" : 'null'} }, { env: {} })
const error = await agent.run({ messages: [{ role: 'user', content: 'hi' }], tools: [] }).then(() => null, (e) => e)
console.log(JSON.stringify({ name: error?.constructor?.name, key: error?.key, message: error?.message }))
`
  return new Promise((resolve, reject) => {
    const env = { ...process.env }
    delete env['NODE_OPTIONS']
    execFile(process.execPath, ['--conditions=karenina-source', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, env, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`child failed: ${stderr}`))
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as { name: string; key: string; message: string })
    })
  })
}

describe.skipIf(!('registerHooks' in Module))('langchain_deep_agents: a missing optional peer', () => {
  it('deepagents missing: a ConfigError on `interface` naming the package and the install command', { timeout: 150_000 }, async () => {
    const error = await runWithout('deepagents', 'openai')
    expect(error).toEqual({
      name: 'ConfigError',
      key: 'interface',
      message: 'interface: the langchain_deep_agents interface needs the optional peer dependency deepagents, which is not installed (npm install deepagents langchain @langchain/core @langchain/langgraph)',
    })
  })

  it("the provider's chat model package missing (@langchain/anthropic): the error names it", { timeout: 150_000 }, async () => {
    const error = await runWithout('@langchain/anthropic', 'anthropic')
    expect(error.name).toBe('ConfigError')
    expect(error.message).toBe('interface: the langchain_deep_agents interface needs the optional peer dependency @langchain/anthropic, which is not installed (npm install @langchain/anthropic)')
  })
})
