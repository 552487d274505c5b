"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DJ_STRUCTURED_TASKS = exports.RUBRIC_TASKS = exports.PROMPT_TASKS = void 0;
exports.isPromptTask = isPromptTask;
exports.PROMPT_TASKS = [
    'generation',
    'parsing',
    'agentic_parsing_investigation',
    'agentic_parsing_extraction',
    'agentic_parsing_decision',
    'abstention_detection',
    'sufficiency_detection',
    'rubric_llm_trait_batch',
    'rubric_llm_trait_single',
    'rubric_llm_trait_template',
    'rubric_literal_trait_batch',
    'rubric_literal_trait_single',
    'rubric_metric_trait',
    'dj_template_excerpt_extraction',
    'dj_template_hallucination',
    'dj_template_reasoning',
    'dj_template_reasoning_only',
    'dj_rubric_excerpt_extraction',
    'dj_rubric_hallucination',
    'dj_rubric_reasoning',
    'dj_rubric_score_extraction',
    'rubric_agentic_trait_investigation',
    'rubric_agentic_trait_extraction',
    'rubric_dynamic_presence_check',
];
exports.RUBRIC_TASKS = [
    'rubric_llm_trait_batch',
    'rubric_llm_trait_single',
    'rubric_llm_trait_template',
    'rubric_literal_trait_batch',
    'rubric_literal_trait_single',
    'rubric_metric_trait',
    'rubric_dynamic_presence_check',
];
exports.DJ_STRUCTURED_TASKS = [
    'dj_rubric_excerpt_extraction',
    'dj_rubric_hallucination',
    'dj_rubric_score_extraction',
    'dj_template_excerpt_extraction',
    'dj_template_hallucination',
];
function isPromptTask(value) {
    return exports.PROMPT_TASKS.includes(value);
}
