import { reply, type LlmServer, type NormalizedRequest } from '@karenina/testing'

/** The answering model and judge of the fixture projects, both served by the loopback server's OpenAI API. */
export const ANSWERING = 'openai:gpt-answerer'
export const JUDGE = 'openai:gpt-judge'

/** Environment of a fixture jest run: the real OpenAI SDK aimed at the loopback server, models by env. */
export function fixtureEnv(server: LlmServer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    OPENAI_BASE_URL: server.openaiBaseURL,
    OPENAI_API_KEY: 'sk-loopback',
    KARENINA_JUDGE_MODEL: JUDGE,
    KARENINA_ANSWERING_MODEL: ANSWERING,
    ...extra,
  }
}

const mentions = (model: string, text: string) => (request: NormalizedRequest) =>
  request.model === model && request.messages.some((m) => m.text.includes(text))

/** The judge returns `values` when the text it is shown contains `text`. */
export function judgeSees(server: LlmServer, text: string, values: Record<string, unknown>): void {
  server.on({ model: 'gpt-judge', match: mentions('gpt-judge', text) }, reply.json(values))
}

/** The answering model's answer to the question containing `question`. */
export function answers(server: LlmServer, question: string, answer: string): void {
  server.on({ model: 'gpt-answerer', match: mentions('gpt-answerer', question) }, answer)
}

/**
 * The biomedical fixture benchmark: venetoclax, chromosome pairs and the mRNA vaccine are answered right;
 * the penicillin answer names Fleming but no year, so its trace-regex field fails (a wrong answer).
 */
export function scriptBiomedical(server: LlmServer): void {
  answers(server, 'venetoclax', 'Venetoclax is a BH3 mimetic that targets BCL2.')
  answers(server, 'pairs of chromosomes', 'A normal human somatic cell has 46 chromosomes in 23 pairs.')
  answers(server, 'mRNA vaccines', 'They deliver messenger RNA instructions; cells make the spike protein and the immune system makes antibodies.')
  answers(server, 'penicillin', 'Penicillin was discovered by Alexander Fleming.')
  judgeSees(server, 'BH3 mimetic', { target: 'BCL2' })
  judgeSees(server, '46 chromosomes in 23 pairs', { pair_count: 23 })
  judgeSees(server, 'messenger RNA instructions', { delivery_mechanism: 'messenger RNA', target_protein: 'spike protein', mentions_immune_response: true })
  judgeSees(server, 'discovered by Alexander Fleming', { discoverer: 'Alexander Fleming' })
}

/** The verdict of each fixture question under {@link scriptBiomedical}. */
export const BIOMEDICAL_VERDICTS: Readonly<Record<string, boolean>> = {
  venetoclax: true,
  chromosomes: true,
  'mrna-vaccine': true,
  penicillin: false,
}

/**
 * The judge investigating a test's workspace (questions naming `out/report.csv`): it reads the report with
 * its read_file tool, reports the target in its second column, and an agentic trait holds iff the report
 * names BCL2. Register it before other judge rules (the first matching rule answers).
 */
export function scriptWorkspaceJudge(server: LlmServer): void {
  const onReport = (more: (r: NormalizedRequest) => boolean) => (r: NormalizedRequest) =>
    r.model === 'gpt-judge' && r.messages.some((m) => m.text.includes('out/report.csv')) && more(r)
  const lastTool = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'tool').at(-1)?.text ?? ''
  server.on({ match: onReport((r) => r.tools.length > 0 && !r.messages.some((m) => m.role === 'tool')) }, reply.toolCall('read_file', { path: 'out/report.csv' }))
  server.on({ match: onReport((r) => r.tools.length > 0) }, (r) => JSON.stringify({ target: lastTool(r).trim().split('\n')[1]?.split(',')[1] ?? '' }))
  server.on({ match: onReport((r) => r.lastUserText.startsWith('Investigation report:\n\n{')) }, (r) =>
    reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never),
  )
  server.on({ match: onReport(() => true) }, (r) => reply.json({ result: r.lastUserText.includes('venetoclax,BCL2') }))
}
