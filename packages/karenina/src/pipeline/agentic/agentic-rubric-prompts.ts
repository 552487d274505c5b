import { pyJsonDumps } from '../../compat/py-json.js'
import type { AgenticRubricTrait } from '../../rubric/traits/agentic-trait.js'
import { isTemplateKind } from '../../rubric/traits/template-kind.js'
import type { TaskPrompt } from '../../prompts/task-prompt.js'

/** What the trait's investigator can do: run commands (deep agent), read files (tool loop), or neither. */
export type InvestigatorCapability = 'execute' | 'files' | 'text'

const CAPABILITY_TEXT: Record<InvestigatorCapability, string> = {
  execute: 'You may inspect files and execute commands in the configured workspace.',
  files: 'You may inspect files, but command execution is not available.',
  text: 'Use only the response text supplied in the prompt.',
}

/** The user text of a trait investigation: question, trace block (or file pointer), workspace line. */
export function investigationUserText(question: string, trace: string | null, traceFile: string | null, workspace: string | null): string {
  const parts = [`Question: ${question}`]
  if (traceFile !== null) parts.push(`\n--- ANSWERING AGENT TRACE ---\nThe full agent trace is saved to: ${traceFile}\nUse file tools (grep, search, read) to examine it.\n--- END TRACE ---`)
  else if (trace) parts.push(`\n--- ANSWERING AGENT TRACE ---\n${trace}\n--- END TRACE ---`)
  if (workspace !== null) parts.push(`\nWorkspace directory: ${workspace}`)
  return parts.join('\n')
}

function kindLabel(trait: AgenticRubricTrait): string {
  return isTemplateKind(trait.kind) ? 'template' : trait.kind
}

/** One trait's investigation (task `rubric_agentic_trait_investigation`, spec 06 §5.4). */
export function buildTraitInvestigationPrompt(trait: AgenticRubricTrait, capability: InvestigatorCapability, user: string): TaskPrompt {
  let system =
    'You are an evaluation agent investigating the quality of an LLM response. ' +
    `Your task: ${trait.description}\n\n` +
    `${CAPABILITY_TEXT[capability]}\n\n` +
    'After investigating, summarize your findings clearly. Your investigation ' +
    `trace will be parsed into a ${kindLabel(trait)} result.`
  if (isTemplateKind(trait.kind)) {
    system += `\n\nEnd your report with a JSON object matching this schema, with no placeholder values:\n${pyJsonDumps(trait.kind.schema, { indent: 2 })}`
  }
  return { task: 'rubric_agentic_trait_investigation', system, user, context: {}, reply: null }
}

/** The shared strategy's one investigation covering every trait. */
export function buildSharedInvestigationPrompt(traits: readonly AgenticRubricTrait[], capability: InvestigatorCapability, user: string): TaskPrompt {
  const combined = traits.map((t) => `- ${t.name}: ${t.description}`).join('\n')
  const system =
    'You are an evaluation agent investigating the quality of an LLM response. ' +
    `${CAPABILITY_TEXT[capability]}\n\n` +
    'Evaluate ALL of the following criteria:\n' +
    `${combined}\n\n` +
    'After investigating, report your findings for each criterion clearly so scores can be extracted per trait.'
  return { task: 'rubric_agentic_trait_investigation', system, user, context: {}, reply: null }
}

/** A trait's extraction (task `rubric_agentic_trait_extraction`, spec 06 §5.4). */
export function buildTraitExtractionPrompt(trait: AgenticRubricTrait, report: string): TaskPrompt {
  const system = ['You are a structured data extraction assistant. Extract the final evaluation result from the investigation report below.']
  if (trait.kind === 'score') system.push(`\nScore range: ${trait.min_score} to ${trait.max_score}.`)
  else if (trait.kind === 'literal' && trait.classes) system.push(`\nClassify into one of: ${Object.entries(trait.classes).map(([k, v]) => `'${k}': ${v}`).join(', ')}`)
  return { task: 'rubric_agentic_trait_extraction', system: system.join('\n'), user: `Investigation report:\n\n${report}`, context: {}, reply: null }
}
