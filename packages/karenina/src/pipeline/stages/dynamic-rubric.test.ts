import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { judgeRequests, loopbackTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { parseVerificationResult, VerificationResultSchema } from '../../results/verification-result.js'
import { defineRubric } from '../../rubric/rubric.js'
import { llmTrait } from '../../rubric/traits/llm-trait.js'
import { regexTrait } from '../../rubric/traits/regex-trait.js'
import { runTask, type VerificationTask } from '../run-task.js'

// Dynamic rubrics (spec 03 §2.6, §7) at runTask's boundary: the real OpenAI SDK against the loopback server.

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const ANSWER = 'Venetoclax targets BCL2 [1]. Start at 20 mg daily and ramp up weekly to limit tumour lysis.'
const PRESENCE = 'Concepts to check'
const BATCH = 'Traits to Evaluate'

const staticRubric = defineRubric({
  llmTraits: [llmTrait({ name: 'conciseness', kind: 'score', minScore: 1, maxScore: 5, description: 'Is the response concise?' })],
  regexTraits: [regexTrait({ name: 'citations', description: 'Has bracket citations', pattern: '\\[\\d+\\]' })],
})

const dynamicRubric = defineRubric({
  llmTraits: [
    llmTrait({ name: 'dosing', kind: 'boolean', summary: 'Dosing schedule', description: 'Does the response give a correct ramp-up schedule?' }),
    llmTrait({ name: 'resistance', kind: 'boolean', description: 'Discusses mechanisms of resistance to venetoclax' }),
  ],
  regexTraits: [regexTrait({ name: 'pmid', summary: 'PubMed identifiers', pattern: 'PMID:\\s*\\d+' })],
})

function dynamicTask(overrides: Partial<VerificationTask> = {}): VerificationTask {
  return loopbackTask(server, {
    rubric: staticRubric,
    traitProvenance: { conciseness: 'global', citations: 'question_specific' },
    dynamicRubric,
    options: { evaluationMode: 'template_and_rubric' },
    ...overrides,
  })
}

function presence(present: Record<string, boolean>) {
  return reply.json({ results: Object.entries(present).map(([trait_name, p]) => ({ trait_name, present: p })) }, { usage: { inputTokens: 70, outputTokens: 9 } })
}

function scriptAnswerAndTemplate(): void {
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  server.on({ model: 'gpt-answerer' }, ANSWER)
}

const presenceRequests = () => judgeRequests(server).filter((r) => r.lastUserText?.includes(PRESENCE))
const batchRequests = () => judgeRequests(server).filter((r) => r.lastUserText?.includes(BATCH))

describe('dynamic rubric — presence check', () => {
  it('mixed: present traits are promoted, scored and recorded with provenance "dynamic"; absent ones are skipped', async () => {
    server.on({ model: 'gpt-judge', match: PRESENCE }, presence({ dosing: true, resistance: false, pmid: false }))
    server.on({ model: 'gpt-judge', match: BATCH }, reply.json({ scores: { conciseness: 4, dosing: true } }, { usage: { inputTokens: 90, outputTokens: 8 } }))
    scriptAnswerAndTemplate()
    const result = await runTask(dynamicTask())

    expect(result.metadata.failure).toBeNull()
    expect(result.metadata.warnings ?? []).toEqual([])
    expect(result.rubric).toMatchObject({
      rubric_evaluation_performed: true,
      llm_trait_scores: { conciseness: 4, dosing: true },
      regex_trait_scores: { citations: true },
      dynamic_rubric_promoted_traits: ['dosing'],
      dynamic_rubric_skipped_traits: { resistance: 'concept not present in response', pmid: 'concept not present in response' },
      trait_provenance: { conciseness: 'global', citations: 'question_specific', dosing: 'dynamic' },
    })
    expect(result.template?.usage_metadata).toMatchObject({
      dynamic_rubric_presence_check: { input_tokens: 70, output_tokens: 9, total_tokens: 79, model: 'langchain:gpt-judge' },
      rubric_evaluation: { input_tokens: 90, output_tokens: 8 },
    })

    // ONE presence call, at temperature 0, over every non-agentic dynamic trait with its concept text.
    const [check, ...more] = presenceRequests()
    expect(more).toEqual([])
    expect((check!.body as { temperature?: number }).temperature).toBe(0)
    expect(check!.lastUserText).toContain('- **dosing**: Dosing schedule\n- **resistance**: Discusses mechanisms of resistance to venetoclax\n- **pmid**: PubMed identifiers')
    // The rubric evaluation input: the full trace by default (use_full_trace_for_rubric).
    expect(check!.lastUserText).toContain(`## Response to analyze\n--- AI Message ---\n${ANSWER}`)
    // The promoted trait is evaluated with the static ones; the absent ones are not.
    const batch = batchRequests()
    expect(batch).toHaveLength(1)
    expect(batch[0]!.lastUserText).toContain('**dosing**')
    expect(batch[0]!.lastUserText).not.toContain('**resistance**')
    expect(VerificationResultSchema.safeParse(result).success).toBe(true)
    expect(parseVerificationResult(JSON.parse(JSON.stringify(result))).rubric?.dynamic_rubric_promoted_traits).toEqual(['dosing'])
  })

  it('all present: a promoted regex trait is scored locally', async () => {
    server.on({ model: 'gpt-judge', match: PRESENCE }, presence({ dosing: true, resistance: true, pmid: true }))
    server.on({ model: 'gpt-judge', match: BATCH }, reply.json({ scores: { conciseness: 3, dosing: true, resistance: false } }))
    scriptAnswerAndTemplate()
    const result = await runTask(dynamicTask())
    expect(result.rubric).toMatchObject({
      llm_trait_scores: { conciseness: 3, dosing: true, resistance: false },
      regex_trait_scores: { citations: true, pmid: false },
      dynamic_rubric_promoted_traits: ['dosing', 'resistance', 'pmid'],
      dynamic_rubric_skipped_traits: null,
    })
    expect(result.rubric?.trait_provenance).toMatchObject({ dosing: 'dynamic', resistance: 'dynamic', pmid: 'dynamic' })
  })

  it('all absent, no static rubric: nothing is evaluated, so no rubric section (spec 04: performed = a rubric result exists), as Karenina', async () => {
    server.on({ model: 'gpt-judge', match: PRESENCE }, presence({ dosing: false, resistance: false, pmid: false }))
    scriptAnswerAndTemplate()
    const result = await runTask(dynamicTask({ rubric: null, traitProvenance: null }))
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.verify_result).toBe(true)
    expect(result.rubric).toBeNull()
    expect(presenceRequests()).toHaveLength(1)
    expect(batchRequests()).toEqual([])
  })

  it('rubricTraitNames keeps only the named dynamic traits; a present one left out is skipped with the reason', async () => {
    server.on({ model: 'gpt-judge', match: PRESENCE }, presence({ dosing: true, resistance: true, pmid: false }))
    server.on({ model: 'gpt-judge', match: BATCH }, reply.json({ scores: { conciseness: 4, resistance: true } }))
    scriptAnswerAndTemplate()
    const result = await runTask(dynamicTask({ rubricTraitNames: ['resistance', 'pmid'] }))
    expect(result.rubric).toMatchObject({
      llm_trait_scores: { conciseness: 4, resistance: true },
      dynamic_rubric_promoted_traits: ['resistance'],
      dynamic_rubric_skipped_traits: { dosing: 'excluded by rubric_trait_names filter', pmid: 'concept not present in response' },
    })
  })

  it.each([
    ['the call fails', fault.status(400, { message: 'bad request' })],
    ['the reply is not the expected shape', reply.json({ concepts: ['dosing'] })],
  ])('%s: every dynamic trait is absent, with a warning; the static rubric is still scored', async (_name, presenceReply) => {
    server.on({ model: 'gpt-judge', match: PRESENCE }, presenceReply)
    server.on({ model: 'gpt-judge', match: BATCH }, reply.json({ scores: { conciseness: 5 } }))
    scriptAnswerAndTemplate()
    const result = await runTask(dynamicTask())
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric).toMatchObject({
      llm_trait_scores: { conciseness: 5 },
      dynamic_rubric_promoted_traits: null,
      dynamic_rubric_skipped_traits: {
        dosing: 'concept not present in response',
        resistance: 'concept not present in response',
        pmid: 'concept not present in response',
      },
      trait_provenance: { conciseness: 'global', citations: 'question_specific' },
    })
    expect(result.metadata.warnings).toEqual([expect.stringMatching(/^Dynamic rubric presence check failed: .+; every dynamic trait was treated as absent$/s)])
    expect(result.template?.usage_metadata).not.toHaveProperty('dynamic_rubric_presence_check')
  })

  it('a dynamic trait named like a static trait of the same type makes the task an error', async () => {
    scriptAnswerAndTemplate()
    const clash = defineRubric({ llmTraits: [llmTrait({ name: 'conciseness', kind: 'boolean', summary: 'Brevity' })] })
    const result = await runTask(dynamicTask({ dynamicRubric: clash }))
    expect(result.metadata.failure).toMatchObject({ category: 'unexpected_error', stage: 'RubricEvaluation' })
    expect(JSON.stringify(result.metadata)).toContain("Same-type trait name conflicts between static and dynamic rubrics: ['llm:conciseness']")
    expect(presenceRequests()).toEqual([])
  })

  it('refuses a dynamic trait with neither summary nor description, naming it', async () => {
    const vague = defineRubric({ regexTraits: [regexTrait({ name: 'pmid', pattern: 'PMID' })] })
    await expect(runTask(dynamicTask({ dynamicRubric: vague }))).rejects.toThrow(/dynamicRubric.*regex_traits.*'pmid' needs a summary or a description/s)
    expect(server.requests).toEqual([])
  })

  it('an empty dynamic rubric runs no presence check', async () => {
    server.on({ model: 'gpt-judge', match: BATCH }, reply.json({ scores: { conciseness: 4 } }))
    scriptAnswerAndTemplate()
    const result = await runTask(dynamicTask({ dynamicRubric: defineRubric() }))
    expect(presenceRequests()).toEqual([])
    expect(result.rubric?.dynamic_rubric_promoted_traits).toBeNull()
  })
})
