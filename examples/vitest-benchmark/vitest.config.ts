import type { ReplayMode } from 'karenina'
import { karenina } from 'vitest-karenina/plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    karenina({
      judgeModel: 'openai:gpt-4.1-mini',
      answeringModels: ['openai:gpt-4.1-mini'],
      // Offline by default: every model call is served from __karenina__/*.json. `vitest -u` (or
      // KARENINA_REPLAY=record with OPENAI_API_KEY set) records them again.
      replay: (process.env['KARENINA_REPLAY'] as ReplayMode | undefined) ?? 'replay',
      maxConcurrentRequests: 4,
    }),
  ],
  test: { include: ['test/**/*.test.ts'] },
})
