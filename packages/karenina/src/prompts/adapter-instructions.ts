import { DJ_STRUCTURED_TASKS, RUBRIC_TASKS, type PromptTask } from '../config/prompt-task.js'
import type { JsonSchema } from '../llm/ports.js'
import { memoOnShared } from '../utils/shared-value.js'
import { jsonBlock, joinSections, type InstructionContext } from './task-prompt.js'

/** What one adapter instruction adds to a prompt; empty additions are ignored. */
export interface InstructionAdditions {
  systemAddition?: string
  userAddition?: string
}

/** Builds one adapter instruction from the call's instruction context. */
export type InstructionFactory = (context: InstructionContext) => InstructionAdditions

// interface → task → ordered factories (spec 06 §1: Karenina's adapter-instruction registry).
const REGISTRY = new Map<string, Map<PromptTask, InstructionFactory[]>>()

/** Registers an instruction factory for an interface and tasks; factories run in registration order. */
export function registerAdapterInstructions(interfaceName: string, tasks: readonly PromptTask[], factory: InstructionFactory): void {
  let byTask = REGISTRY.get(interfaceName)
  if (!byTask) REGISTRY.set(interfaceName, (byTask = new Map()))
  for (const task of tasks) byTask.set(task, [...(byTask.get(task) ?? []), factory])
}

/** The factories registered for an interface and task (none for unknown interfaces, e.g. `manual`). */
export function adapterInstructionsFor(interfaceName: string, task: PromptTask): readonly InstructionFactory[] {
  return REGISTRY.get(interfaceName)?.get(task) ?? []
}

// The wording below follows the intent the spec describes (06 §1 table); Karenina's text is not copied.

const RESPONSE_CUE = 'Your JSON response:'
const JSON_ONLY = 'Respond with a single valid JSON object only: no markdown code fences, no text before or after it.'

function schemaSection(context: InstructionContext): string | null {
  return context.jsonSchema ? `The response must be a JSON object conforming to this JSON Schema:\n\n${jsonBlock(context.jsonSchema)}` : null
}

function exampleOrHint(context: InstructionContext): string | null {
  if (context.exampleJson) return `Required output format (JSON only). Example:\n\n\`\`\`json\n${context.exampleJson}\n\`\`\``
  if (context.outputFormatHint) return `Required output format (JSON only): ${context.outputFormatHint}`
  return null
}

function parsingUserAddition(context: InstructionContext): string {
  return joinSections(
    schemaSection(context),
    [
      'Parsing notes:',
      '- Fill each field according to its description in the schema.',
      '- Use null for information that is absent from the response when the field allows null.',
      '- Return the JSON object only.',
      ...(context.parsingNotes ? [context.parsingNotes] : []),
    ].join('\n'),
    RESPONSE_CUE,
  )
}

// Without notes the addition depends on the schema alone: once per shared schema (a template's judge schema),
// not once per judge call.
const parsingUserAdditionOf = memoOnShared((jsonSchema: JsonSchema) => parsingUserAddition({ jsonSchema }))

const langchainParsing: InstructionFactory = (context) => ({
  systemAddition: context.formatInstructions ? `## Output Format\n\n${context.formatInstructions}` : undefined,
  userAddition: context.jsonSchema && !context.parsingNotes ? parsingUserAdditionOf(context.jsonSchema) : parsingUserAddition(context),
})

const langchainRubric: InstructionFactory = (context) => ({
  systemAddition: JSON_ONLY,
  userAddition: joinSections(schemaSection(context), exampleOrHint(context), RESPONSE_CUE),
})

const langchainCheck: InstructionFactory = (context) => ({
  systemAddition: [
    '<output_format>',
    `Respond with JSON only, with the "reasoning" key first${context.exampleJson ? ', for example:' : '.'}`,
    ...[context.exampleJson ?? context.outputFormatHint].filter((line): line is string => !!line),
    '</output_format>',
  ].join('\n'),
})

const langchainDeepJudgment: InstructionFactory = (context) => ({
  systemAddition: JSON_ONLY,
  userAddition: joinSections(schemaSection(context), context.parsingNotes, RESPONSE_CUE),
})

const claudeParsing: InstructionFactory = (context) => ({
  systemAddition: [
    'Extraction rules:',
    '- Extract only facts stated in the response; use null when the information is absent.',
    '- Use the exact field names and types of the schema.',
    '- A string field takes a string, not a list; a boolean field takes true or false, not a string.',
    JSON_ONLY,
  ].join('\n'),
  userAddition: joinSections(schemaSection(context), 'Fill every field of the schema; every required field must be present.'),
})

const claudeRubric: InstructionFactory = () => ({
  systemAddition: 'Evaluate solely on the stated criteria; be precise and consistent.',
})

const claudeCheck: InstructionFactory = (context) => ({
  systemAddition: `Reply with a JSON object whose "reasoning" key comes first${context.outputFormatHint ? `: ${context.outputFormatHint}` : '.'}`,
})

const claudeDeepJudgment: InstructionFactory = () => ({
  systemAddition: 'Report only what the text states; use null for anything missing.',
})

const BEST_INTERPRETATION = 'If uncertain, use your best interpretation of the response.'
const bestInterpretation: InstructionFactory = () => ({ systemAddition: BEST_INTERPRETATION })

const CHECK_TASKS = ['abstention_detection', 'sufficiency_detection'] as const satisfies readonly PromptTask[]

for (const name of ['langchain', 'openrouter', 'openai_endpoint']) {
  registerAdapterInstructions(name, ['parsing'], langchainParsing)
  registerAdapterInstructions(name, RUBRIC_TASKS, langchainRubric)
  registerAdapterInstructions(name, CHECK_TASKS, langchainCheck)
  registerAdapterInstructions(name, DJ_STRUCTURED_TASKS, langchainDeepJudgment)
}
for (const name of ['claude_tool', 'claude_agent_sdk']) {
  registerAdapterInstructions(name, ['parsing'], claudeParsing)
  registerAdapterInstructions(name, RUBRIC_TASKS, claudeRubric)
  registerAdapterInstructions(name, CHECK_TASKS, claudeCheck)
  registerAdapterInstructions(name, DJ_STRUCTURED_TASKS, claudeDeepJudgment)
}
registerAdapterInstructions('claude_agent_sdk', ['parsing'], bestInterpretation)
registerAdapterInstructions('langchain_deep_agents', ['parsing'], bestInterpretation)
registerAdapterInstructions('langchain_deep_agents', RUBRIC_TASKS, claudeRubric)
registerAdapterInstructions('langchain_deep_agents', CHECK_TASKS, claudeCheck)
registerAdapterInstructions('langchain_deep_agents', DJ_STRUCTURED_TASKS, claudeDeepJudgment)
