"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveRubricDeepJudgment = resolveRubricDeepJudgment;
function withFallback(values, fallback) {
    return {
        excerptEnabled: values.excerptEnabled,
        maxExcerpts: values.maxExcerpts ?? fallback.maxExcerpts,
        fuzzyThreshold: values.fuzzyThreshold ?? fallback.fuzzyThreshold,
        retryAttempts: values.retryAttempts ?? fallback.retryAttempts,
        searchEnabled: values.searchEnabled,
    };
}
function fromTrait(trait, config) {
    if (!trait.deep_judgment_enabled)
        return null;
    return withFallback({
        excerptEnabled: trait.deep_judgment_excerpt_enabled,
        maxExcerpts: trait.deep_judgment_max_excerpts,
        fuzzyThreshold: trait.deep_judgment_fuzzy_match_threshold,
        retryAttempts: trait.deep_judgment_excerpt_retry_attempts,
        searchEnabled: trait.deep_judgment_search_enabled,
    }, config.fallback);
}
function fromCustom(entry, config) {
    if (!entry || !entry.enabled)
        return null;
    return withFallback({
        excerptEnabled: entry.excerpt_enabled,
        maxExcerpts: entry.max_excerpts,
        fuzzyThreshold: entry.fuzzy_match_threshold,
        retryAttempts: entry.excerpt_retry_attempts,
        searchEnabled: entry.search_enabled,
    }, config.fallback);
}
function resolveRubricDeepJudgment(traits, config) {
    const out = new Map();
    for (const trait of traits) {
        if (trait.kind !== 'boolean' && trait.kind !== 'score')
            continue;
        let settings;
        switch (config.mode) {
            case 'enable_all':
                settings = {
                    excerptEnabled: config.globalExcerpts,
                    maxExcerpts: config.maxExcerptsDefault,
                    fuzzyThreshold: config.fuzzyThresholdDefault,
                    retryAttempts: config.retryAttemptsDefault,
                    searchEnabled: false,
                };
                break;
            case 'custom':
                settings = fromCustom(config.custom?.question_specific[config.questionId]?.[trait.name] ?? config.custom?.global[trait.name], config);
                break;
            default:
                settings = fromTrait(trait, config);
        }
        if (settings)
            out.set(trait.name, settings);
    }
    return out;
}
