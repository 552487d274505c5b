"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.STAGE_NAMES = void 0;
exports.planStages = planStages;
exports.STAGE_NAMES = [
    'ValidateTemplate',
    'GenerateAnswer',
    'RecursionLimitAutoFail',
    'TraceValidationAutoFail',
    'PlaceholderRetryAutoFail',
    'AbstentionCheck',
    'SufficiencyCheck',
    'ParseTemplate',
    'AgenticParseTemplate',
    'DynamicParseTemplate',
    'VerifyTemplate',
    'EmbeddingCheck',
    'DeepJudgmentAutoFail',
    'RubricEvaluation',
    'DeepJudgmentRubricAutoFail',
    'AgenticRubricEvaluation',
    'FinalizeResult',
];
function planStages(options = {}) {
    const mode = options.evaluationMode ?? 'template_only';
    const deepJudgment = options.deepJudgmentEnabled ?? false;
    const stages = [];
    const rubricStages = (withRubric) => {
        if (withRubric && options.hasNonAgenticTraits) {
            stages.push('RubricEvaluation');
            if (deepJudgment)
                stages.push('DeepJudgmentRubricAutoFail');
        }
        if (withRubric && options.hasAgenticTraits)
            stages.push('AgenticRubricEvaluation');
    };
    if (mode === 'rubric_only') {
        stages.push('GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail');
        if (options.abstentionEnabled)
            stages.push('AbstentionCheck');
        rubricStages(true);
    }
    else {
        stages.push('ValidateTemplate', 'GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail');
        if (options.abstentionEnabled)
            stages.push('AbstentionCheck');
        if (options.sufficiencyEnabled)
            stages.push('SufficiencyCheck');
        if (options.agenticParsing)
            stages.push(options.agenticParsingTrigger === 'dynamic' ? 'DynamicParseTemplate' : 'AgenticParseTemplate');
        else
            stages.push('ParseTemplate');
        stages.push('VerifyTemplate', 'EmbeddingCheck');
        if (deepJudgment)
            stages.push('DeepJudgmentAutoFail');
        rubricStages(mode === 'template_and_rubric');
    }
    stages.push('FinalizeResult');
    return stages;
}
