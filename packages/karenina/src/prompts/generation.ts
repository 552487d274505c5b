import { pyStr } from '../compat/py-str.js'
import type { ChatMessage } from '../llm/ports.js'

/** A few-shot example as stored on a question (`{question, answer}`); entries lacking a key are skipped. */
export type FewShotExample = Readonly<Record<string, unknown>>

/** Inputs of the answering prompt (task `generation`, spec 02 §4.2 step 6). */
export interface GenerationPromptInput {
  question: string
  /** The answering model's system prompt; `null` when the scenario history already has a system message. */
  systemPrompt: string | null | undefined
  /** `prompt_config.generation`. */
  instructions?: string | null
  /** Resolved few-shot examples; used only when `fewShotEnabled`. */
  examples?: readonly FewShotExample[] | null
  /** @default false */
  fewShotEnabled?: boolean
  /** A resolved question workspace, and whether the answerer is an agent (it can open files there with its tools). */
  workspace?: { path: string; agent: boolean } | null
}

/** Karenina's few-shot user text: `Question:`/`Answer:`/blank per example, then the question and `Answer:`. */
export function formatFewShotPrompt(question: string, examples: readonly FewShotExample[]): string {
  const lines: string[] = []
  for (const example of examples) {
    if (!Object.hasOwn(example, 'question') || !Object.hasOwn(example, 'answer')) continue
    lines.push(`Question: ${pyStr(example.question)}`, `Answer: ${pyStr(example.answer)}`, '')
  }
  lines.push(`Question: ${question}`, 'Answer:')
  return lines.join('\n')
}

/**
 * The answering prompt as final texts (generation gets no adapter instructions, and its user instructions are
 * already joined here): system = system prompt + `prompt_config.generation` joined by a blank line, omitted
 * when empty; user = the question or its few-shot form, plus the workspace paragraph.
 */
export function buildGenerationPrompt(input: GenerationPromptInput): { system?: string; user: string } {
  const examples = input.examples ?? []
  let user = input.fewShotEnabled && examples.length > 0 ? formatFewShotPrompt(input.question, examples) : input.question
  if (input.workspace) {
    // Wording written for this port from the intent in spec 02 §4.2 step 6.
    const capability = input.workspace.agent
      ? 'You can inspect files there with your tools.'
      : 'You cannot run code or open files; answer from the question alone.'
    // Appended after a blank line even to an empty question (a plain join, which keeps the separator).
    user = `${user}\n\nYour working directory is ${input.workspace.path}. Any input files for this task are in that directory, and any output files you produce should be written there. ${capability}`
  }
  const system = [input.systemPrompt, input.instructions].filter((part): part is string => !!part).join('\n\n')
  return system === '' ? { user } : { system, user }
}

/** The answering messages: system (when non-empty), then the scenario history, then the user message. */
export function buildGenerationMessages(input: GenerationPromptInput, history: readonly ChatMessage[] = []): ChatMessage[] {
  const { system, user } = buildGenerationPrompt(input)
  return [...(system === undefined ? [] : [{ role: 'system' as const, content: system }]), ...history, { role: 'user', content: user }]
}
