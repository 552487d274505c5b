import type { Template, TemplateShape } from '../template.js';
import type { TemplateSpec } from './template-spec-schema.js';
/**
 * The TemplateSpec of a template: one field spec per verified field (plain fields of a mixed template are
 * dropped, as in Karenina's converter), primitives serialized with every param. Unlike Karenina, the strategy
 * is kept. A classic template (no verified field) cannot be converted: TemplateError.
 */
export declare function templateToSpec<S extends TemplateShape>(template: Template<S>): TemplateSpec;
