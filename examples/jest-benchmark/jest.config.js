// jest-karenina in a native-ESM project: test files are ES modules (run jest with
// NODE_OPTIONS=--experimental-vm-modules) and nothing is transformed.
export default {
  testEnvironment: 'node',
  transform: {},
  setupFilesAfterEnv: ['jest-karenina/setup'],
  reporters: ['default', 'jest-karenina/reporter'],
  globals: {
    // Karenina's runner settings (env variables such as KARENINA_JUDGE_MODEL fill what is not set here).
    karenina: {
      judgeModel: 'openai:gpt-4.1-mini',
      answeringModels: ['openai:gpt-4.1-mini'],
      // Replay the committed cassettes (tests/__karenina__/) unless KARENINA_REPLAY says otherwise.
      replay: process.env.KARENINA_REPLAY || 'replay',
    },
  },
}
