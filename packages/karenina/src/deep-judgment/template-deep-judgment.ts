import { isPythonCompat, type CompatMode } from '../compat/compat-mode.js'
import { pyStrip } from '../compat/py-whitespace.js'
import type { LlmPort, ParserPort } from '../llm/ports.js'
import type { SearchPort } from '../llm/search/search-port.js'
import type { CallUsage } from '../llm/usage.js'
import { assemblePromptText, invokePrompt, parsePrompt, type PromptCallOptions } from '../prompts/assemble-prompt.js'
import {
  buildTemplateExcerptPrompt,
  buildTemplateHallucinationPrompt,
  buildTemplateParametersPrompt,
  buildTemplateReasoningOnlyPrompt,
  buildTemplateReasoningPrompt,
  type DeepJudgmentAttribute,
  type ExcerptForAssessment,
  type StoredExcerpt,
} from '../prompts/deep-judgment-template.js'
import type { TaskPrompt } from '../prompts/task-prompt.js'
import { parseJudgeOutput, type ParsedJudgeOutput } from '../template/judge-output.js'
import type { Template } from '../template/template.js'
import { acceptTemplateExcerpt, fuzzyMatchExcerpt } from './fuzzy-match.js'
import { maxRisk, riskLevel } from './hallucination-risk.js'
import { stripMarkdownFences } from '../parsing/json-recovery.js'
import { pyJsonLoads } from '../compat/parse-py-json.js'
import { isRecord } from '../utils/is-record.js'

/** Usage stages of template deep judgment (spec 02 §10). */
export type TemplateDeepJudgmentUsageStage = 'deep_judgment_excerpts' | 'deep_judgment_hallucination_assessment' | 'deep_judgment_reasoning' | 'parsing'

/** The parsing model's ports and call settings (`interface`: adapter instructions), for template and rubric deep judgment. */
export interface DeepJudgmentCallOptions extends PromptCallOptions {
  /** Plain-text calls (template: excerpts, hallucination, reasoning; rubric: reasoning, score fallback). */
  llm: LlmPort
  /** Structured calls (template: parameters; rubric: excerpts, hallucination, score). */
  parser: ParserPort
  /** Web search for excerpts (template: deep_judgment_search_enabled; rubric: traits with search on). */
  search?: (() => SearchPort) | null
  /** `'karenina-python'`: difflib autojunk matching (and, for templates, `attributes_without_excerpts` accumulated across attempts). */
  compat?: CompatMode
}

/** Where template deep judgment sends its calls and how it is tuned (spec 02 §7). */
export interface TemplateDeepJudgmentOptions extends DeepJudgmentCallOptions {
  /** `full` (excerpts → reasoning → parameters) or `reasoning_only` (reasoning → parameters). */
  mode: 'full' | 'reasoning_only'
  /**
   * The standard parsing prompt of the template (unassembled, built with the template's raw schema): its
   * assembled system text is the base of every stage, and the parameter stage reuses it.
   */
  parsingPrompt: TaskPrompt
  /** @default 3 */
  maxExcerpts?: number
  /** @default 0.8 */
  fuzzyThreshold?: number
  /** Extra attempts after a rejected excerpt reply. @default 2 */
  retryAttempts?: number
  onUsage?: (stage: TemplateDeepJudgmentUsageStage, usage: CallUsage) => void
  onWarning?: (message: string) => void
}

/** What template deep judgment found (the `deep_judgment` result section, spec 04 §2.6). */
export interface TemplateDeepJudgmentResult {
  /** The parameter stage's validated output (ready for `template.instantiate`). */
  parsed: ParsedJudgeOutput
  /** Kept excerpts per attribute (`{}` in reasoning-only mode). */
  excerpts: Record<string, StoredExcerpt[]>
  reasoning: Record<string, string>
  /** `excerpts`, `excerpt_hallucination_assessment`, `reasoning`, `parameters`. */
  stagesCompleted: string[]
  modelCalls: number
  excerptRetryCount: number
  attributesWithoutExcerpts: string[]
  /** Attribute → risk level; only when search ran. */
  hallucinationRisk: Record<string, string> | null
}

const CONFIDENCES = new Set(['low', 'medium', 'high', 'none'])

/**
 * Karenina's multi-stage template parsing (spec 02 §7): verbatim excerpts per attribute, validated by fuzzy
 * matching against the response (retried when a quote is not found), optional search-backed hallucination
 * assessment, reasoning per attribute, then the parameters filled from the reasoning. Attributes left without
 * a valid excerpt are listed (DeepJudgmentAutoFail fails the task on them). Throws when the excerpt replies
 * never parse or the parameter stage fails.
 * @example
 * const dj = await runTemplateDeepJudgment({ template, question, response }, { mode: 'full', llm, parser, interface: 'langchain', parsingPrompt })
 * dj.attributesWithoutExcerpts // []
 */
export async function runTemplateDeepJudgment(
  input: { template: Template; question: string; response: string },
  options: TemplateDeepJudgmentOptions,
): Promise<TemplateDeepJudgmentResult> {
  const run = new TemplateDeepJudgmentRun(input, options)
  return options.mode === 'reasoning_only' ? run.reasoningOnly() : run.full()
}

class TemplateDeepJudgmentRun {
  readonly attributes: DeepJudgmentAttribute[]
  readonly parsingSystem: string
  modelCalls = 0
  readonly stages: string[] = []

  constructor(
    readonly input: { template: Template; question: string; response: string },
    readonly options: TemplateDeepJudgmentOptions,
  ) {
    // Every attribute of the template (trace fields included), with its schema description.
    const fields = new Map(input.template.fields.map((f) => [f.name, f]))
    this.attributes = input.template.attributeNames.map((name) => ({ name, description: fields.get(name)?.description ?? null }))
    this.parsingSystem = assemblePromptText(options.parsingPrompt, { ...options, supportsSystemPrompt: options.llm.capabilities.supportsSystemPrompt }).system
  }

  /** One plain LLM call (stages 1, 1.5 and 2); counted and its usage reported. */
  async #invoke(prompt: TaskPrompt, stage: TemplateDeepJudgmentUsageStage): Promise<string> {
    this.modelCalls += 1
    const reply = await invokePrompt(this.options.llm, prompt, this.options)
    this.options.onUsage?.(stage, reply.usage)
    return reply.content
  }

  async reasoningOnly(): Promise<TemplateDeepJudgmentResult> {
    const { question, response } = this.input
    const prompt = buildTemplateReasoningOnlyPrompt({ parsingSystem: this.parsingSystem, question, response, attributes: this.attributes })
    return this.#reasonAndFill(prompt, { excerpts: {}, excerptRetryCount: 0, attributesWithoutExcerpts: [], hallucinationRisk: null })
  }

  async full(): Promise<TemplateDeepJudgmentResult> {
    const { excerpts, retryCount, withoutExcerpts } = await this.#excerpts()
    this.stages.push('excerpts')
    const searchRan = this.options.search ? await this.#searchAndAssess(excerpts) : false
    // The attribute's risk is the worst of its excerpts' (the model's own attribute risk is ignored).
    const risk = (name: string) => maxRisk((excerpts[name] ?? []).map((e) => e.hallucination_risk).filter((r) => r !== undefined), 'high')
    const hallucinationRisk = searchRan ? Object.fromEntries(this.attributes.map(({ name }) => [name, risk(name)])) : null
    const prompt = buildTemplateReasoningPrompt({ parsingSystem: this.parsingSystem, question: this.input.question, attributes: this.attributes, excerpts, searchEnabled: searchRan })
    return this.#reasonAndFill(prompt, { excerpts, excerptRetryCount: retryCount, attributesWithoutExcerpts: withoutExcerpts, hallucinationRisk })
  }

  /** Stage 2 (the reasoning per attribute) and stage 3 (the parameters filled from it), then the result. */
  async #reasonAndFill(
    prompt: TaskPrompt,
    found: Pick<TemplateDeepJudgmentResult, 'excerpts' | 'excerptRetryCount' | 'attributesWithoutExcerpts' | 'hallucinationRisk'>,
  ): Promise<TemplateDeepJudgmentResult> {
    const reasoning = reasoningOf(parseJsonObjectReply(await this.#invoke(prompt, 'deep_judgment_reasoning')))
    this.stages.push('reasoning')
    const parsed = await this.#parameters(this.input.template, this.input.question, reasoning)
    return { parsed, ...found, reasoning, stagesCompleted: this.stages, modelCalls: this.modelCalls }
  }

  /** Stage 1 with retries (spec 02 §7.2). */
  async #excerpts(): Promise<{ excerpts: Record<string, StoredExcerpt[]>; retryCount: number; withoutExcerpts: string[] }> {
    const { question, response } = this.input
    const maxAttempts = Math.max(0, this.options.retryAttempts ?? 2) + 1
    const threshold = this.options.fuzzyThreshold ?? 0.8
    const compat = this.options.compat ?? 'default'
    // Karenina never resets this list between attempts (stale entries and duplicates survive a retry).
    const accumulate = isPythonCompat(compat)
    let withoutExcerpts: string[] = []
    let retryCount = 0
    let retryNote: string | null = null
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      const last = attempt === maxAttempts - 1
      if (!accumulate) withoutExcerpts = []
      const prompt = buildTemplateExcerptPrompt({
        parsingSystem: this.parsingSystem,
        question,
        response,
        attributes: this.attributes,
        maxExcerpts: this.options.maxExcerpts ?? 3,
        retryNote: attempt > 0 ? retryNote : null,
      })
      const reply = parseJsonObjectReply(await this.#invoke(prompt, 'deep_judgment_excerpts'))
      if (reply === null) {
        if (last) throw new Error(`Failed to parse excerpt JSON after ${maxAttempts} attempts`)
        retryCount += 1
        retryNote = 'The previous reply was not a valid JSON object.'
        continue
      }
      const excerpts: Record<string, StoredExcerpt[]> = {}
      let rejected: { text: string; similarity: number } | null = null
      for (const { name } of this.attributes) {
        const list = reply[name]
        if (!Array.isArray(list) || list.length === 0) {
          excerpts[name] = []
          withoutExcerpts.push(name)
          continue
        }
        const kept: StoredExcerpt[] = []
        for (const item of list) {
          const entry: Record<string, unknown> = isRecord(item) ? item : {}
          const text = typeof entry.text === 'string' ? entry.text : ''
          const rawConfidence = typeof entry.confidence === 'string' ? entry.confidence : ''
          const explanation = typeof entry.explanation === 'string' ? entry.explanation : ''
          if (pyStrip(text) === '' && rawConfidence === 'none' && explanation !== '') {
            kept.push({ text: '', confidence: 'none', similarity_score: 0, explanation })
            withoutExcerpts.push(name)
            continue
          }
          const confidence = CONFIDENCES.has(rawConfidence) ? rawConfidence : 'medium'
          if (pyStrip(text) === '') continue
          const match = fuzzyMatchExcerpt(text, response, { compat })
          if (!acceptTemplateExcerpt(match, threshold)) {
            if (!last) {
              rejected = { text, similarity: match.similarity }
              break
            }
            continue
          }
          kept.push({ text, confidence, similarity_score: match.similarity })
        }
        if (rejected) break
        excerpts[name] = kept
        if (kept.length === 0 && !withoutExcerpts.includes(name)) withoutExcerpts.push(name)
      }
      if (rejected) {
        retryCount += 1
        retryNote = `The excerpt "${rejected.text}" was not found in the response (similarity ${rejected.similarity.toFixed(2)}).`
        continue
      }
      return { excerpts, retryCount, withoutExcerpts }
    }
    // Unreachable: the last attempt either returns or throws.
    throw new Error(`Failed to extract excerpts after ${maxAttempts} attempts`)
  }

  /** Stage 1.5 (spec 02 §7.4): search the kept excerpts, then one hallucination call. True when any excerpt got results. */
  async #searchAndAssess(excerpts: Record<string, StoredExcerpt[]>): Promise<boolean> {
    const targets = Object.entries(excerpts).flatMap(([attribute, list]) =>
      list.filter((e) => pyStrip(e.text) !== '' && e.confidence !== 'none').map((excerpt) => ({ attribute, excerpt })),
    )
    if (targets.length === 0) return false
    try {
      const search = this.options.search!()
      const results = await search.search(
        targets.map((t) => t.excerpt.text),
        this.options.callOptions?.signal ? { signal: this.options.callOptions.signal } : {},
      )
      targets.forEach((t, i) => {
        if (results[i] !== undefined) t.excerpt.search_results = results[i]
      })
    } catch (error) {
      if (this.options.callOptions?.signal?.aborted) throw error
      this.options.onWarning?.(`Deep judgment search failed: ${error instanceof Error ? error.message : String(error)}`)
      return false
    }
    const assessed: ExcerptForAssessment[] = targets.filter((t) => t.excerpt.search_results !== undefined).map((t, i) => ({ id: String(i), ...t }))
    if (assessed.length === 0) return false
    try {
      const reply = parseJsonObjectReply(await this.#invoke(buildTemplateHallucinationPrompt(this.parsingSystem, assessed), 'deep_judgment_hallucination_assessment'))
      const list = Array.isArray(reply?.excerpt_assessments) ? (reply.excerpt_assessments as unknown[]) : []
      const byId = new Map<string, Record<string, unknown>>()
      for (const item of list) if (isRecord(item)) byId.set(String(item.excerpt_id), item)
      for (const { id, excerpt } of assessed) {
        const assessment = byId.get(id)
        if (!assessment) continue
        excerpt.hallucination_risk = riskLevel(assessment.hallucination_risk, 'high')
        if (typeof assessment.justification === 'string') excerpt.hallucination_justification = assessment.justification
      }
      this.stages.push('excerpt_hallucination_assessment')
    } catch (error) {
      if (this.options.callOptions?.signal?.aborted) throw error
      this.options.onWarning?.(`Deep judgment hallucination assessment failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    return true
  }

  /** Stage 3 (spec 02 §7.5): the parser fills the template from the reasoning traces. */
  async #parameters(template: Template, question: string, reasoning: Record<string, string>): Promise<ParsedJudgeOutput> {
    const prompt = buildTemplateParametersPrompt(this.options.parsingPrompt, question, reasoning)
    this.modelCalls += 1
    const validate = (raw: unknown) => parseJudgeOutput(template, raw, { compat: this.options.compat ?? 'default' })
    const schema = prompt.context.jsonSchema ?? template.sufficiencySchema()
    const result = await parsePrompt(this.options.parser, prompt, { schema, schemaName: template.name, validate }, this.options)
    this.options.onUsage?.('parsing', result.usage)
    this.stages.push('parameters')
    return result.value
  }
}

/** Reasoning texts of a reply: `{attr: "text"}` or `{attr: {reasoning, hallucination_risk}}`; invalid → `{}`. */
function reasoningOf(reply: Record<string, unknown> | null): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const [attribute, value] of Object.entries(reply ?? {})) {
    if (typeof value === 'string') texts[attribute] = value
    else if (isRecord(value) && typeof value.reasoning === 'string') texts[attribute] = value.reasoning
  }
  return texts
}

/**
 * The JSON object of a deep-judgment reply (spec 02 §7: fences stripped, Python `json.loads`), or `null` when
 * the text holds no JSON object.
 */
export function parseJsonObjectReply(text: string): Record<string, unknown> | null {
  try {
    const value = pyJsonLoads(stripMarkdownFences(text))
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}
