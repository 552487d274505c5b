import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { LlmServer } from '@karenina/testing'
import type { ModelConfigInput } from '../../../config/model-config.js'

/**
 * Why Claude Code cannot run here (the optional peer `@anthropic-ai/claude-agent-sdk` or its native binary
 * for this platform is missing), or `null` when it can. Tests that start it skip with this message.
 */
export function claudeCodeMissing(): string | null {
  const require = createRequire(import.meta.url)
  let sdkMain: string
  try {
    sdkMain = require.resolve('@anthropic-ai/claude-agent-sdk')
  } catch {
    return 'the optional peer @anthropic-ai/claude-agent-sdk is not installed (pnpm --filter karenina add -D @anthropic-ai/claude-agent-sdk)'
  }
  // The SDK runs the binary of its platform package (`…-linux-x64`, or the `-musl` one), as it resolves it.
  const base = `@anthropic-ai/claude-agent-sdk-${process.platform}-${process.arch}`
  const suffix = process.platform === 'win32' ? '.exe' : ''
  for (const name of [base, `${base}-musl`]) {
    try {
      createRequire(sdkMain).resolve(`${name}/claude${suffix}`)
      return null
    } catch {
      // try the next candidate
    }
  }
  return `the Claude Code binary of @anthropic-ai/claude-agent-sdk for ${process.platform}-${process.arch} is not installed (optional dependency ${base})`
}

/**
 * A proxy trap on 127.0.0.1: Claude Code's HTTP(S)_PROXY points here, with NO_PROXY for loopback, so any
 * request it sends anywhere but the loopback server lands here (recorded, refused, never leaving the machine).
 */
export interface ProxyTrap {
  url: string
  seen: string[]
  close(): Promise<void>
}

export async function startProxyTrap(): Promise<ProxyTrap> {
  const seen: string[] = []
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`)
    res.writeHead(403).end()
  })
  server.on('connect', (req, socket) => {
    seen.push(`CONNECT ${req.url ?? ''}`)
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('trap has no port')
  return { url: `http://127.0.0.1:${address.port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** A `claude_agent_sdk` model served by the loopback server; Claude Code's other traffic goes to the trap. */
export function claudeModel(server: LlmServer, trap: ProxyTrap, name: string): ModelConfigInput {
  return {
    interface: 'claude_agent_sdk',
    model_name: name,
    anthropic_base_url: server.anthropicBaseURL,
    anthropic_api_key: 'sk-ant-test',
    // Claude Code retries API errors itself (with backoff): none here, so a failure shows at once.
    extra_kwargs: { agent_env: { HTTPS_PROXY: trap.url, HTTP_PROXY: trap.url, NO_PROXY: '127.0.0.1,localhost', CLAUDE_CODE_MAX_RETRIES: '0' } },
  } as ModelConfigInput
}
