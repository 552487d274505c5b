import type { ReplayMode } from 'karenina'
import { karenina } from 'vitest-karenina/plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    karenina({
      judgeModel: 'openai:gpt-4.1-mini',
      // Offline by default: the judge's calls are served from test/__karenina__/*.json (the agent's own calls
      // from cassettes/agent-http.json, see src/http-cassette.ts). `pnpm record` records both again.
      replay: (process.env['KARENINA_REPLAY'] as ReplayMode | undefined) ?? 'replay',
    }),
  ],
  test: { include: ['test/**/*.test.ts'] },
})
