import type { AreaAdapter } from './area.js'

type AdapterModule = { default: AreaAdapter }

/** One adapter module per vector area (README §4). Loaded lazily so one broken area cannot hide the others. */
export const AREA_ADAPTERS: Record<string, () => Promise<AdapterModule>> = {
  normalizers: () => import('./areas/normalizers.js'),
  hashing: () => import('./areas/hashing.js'),
  primitives_text: () => import('./areas/primitives.js'),
  primitives_numeric: () => import('./areas/primitives.js'),
  primitives_graded: () => import('./areas/primitives.js'),
  primitives_collection: () => import('./areas/primitives.js'),
  primitives_date: () => import('./areas/primitives.js'),
  primitives_trace: () => import('./areas/primitives-trace.js'),
  primitive_registry: () => import('./areas/primitive-registry.js'),
  composition: () => import('./areas/composition.js'),
  templates: () => import('./areas/templates.js'),
  classic_regex: () => import('./areas/classic-regex.js'),
  judge_fixtures: () => import('./areas/judge-fixtures.js'),
  regex_traits: () => import('./areas/regex-traits.js'),
  metric_traits: () => import('./areas/metric-traits.js'),
  json_extraction: () => import('./areas/json-extraction.js'),
  fuzzy_match: () => import('./areas/fuzzy-match.js'),
  trace_masking: () => import('./areas/trace-masking.js'),
  scope: () => import('./areas/scope.js'),
  // Areas of the project's own vectors (./vectors): reproductions of differences found against Python Karenina.
  template_trait_record: () => import('./areas/template-trait-record.js'),
  judge_reply_parsing: () => import('./areas/judge-reply-parsing.js'),
  checkpoint_rating: () => import('./areas/checkpoint-rating.js'),
  check_messages: () => import('./areas/check-messages.js'),
}
