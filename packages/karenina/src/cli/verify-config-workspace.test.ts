import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildVerifyConfig } from './verify-config.js'

describe('verify --workspace-root and --agentic-tool-loop-judges', () => {
  it('sets workspace_root, resolved against the working directory', async () => {
    const cwd = path.resolve('/tmp/project')
    const config = await buildVerifyConfig({ answering: ['openai:gpt-4.1-mini'], parsing: ['openai:gpt-4.1-mini'], workspaceRoot: 'workspaces' }, cwd)
    expect((config as Record<string, unknown>).workspace_root).toBe(path.join(cwd, 'workspaces'))
    const without = await buildVerifyConfig({ answering: ['openai:gpt-4.1-mini'], parsing: ['openai:gpt-4.1-mini'] }, cwd)
    expect((without as Record<string, unknown>).workspace_root).toBeUndefined()
  })

  it('--agentic-tool-loop-judges sets agentic_tool_loop_judges, absent otherwise', async () => {
    const cwd = path.resolve('/tmp/project')
    const flags = { answering: ['openai:gpt-4.1-mini'], parsing: ['openai:gpt-4.1-mini'] }
    expect((await buildVerifyConfig({ ...flags, agenticToolLoopJudges: true }, cwd) as Record<string, unknown>).agentic_tool_loop_judges).toBe(true)
    expect((await buildVerifyConfig(flags, cwd) as Record<string, unknown>).agentic_tool_loop_judges).toBeUndefined()
  })
})
