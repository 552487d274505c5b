import { TemplateError } from '../errors/template-error.js';
import type { FieldPrimitive } from '../primitives/primitive.js';
import type { ScenarioContext } from '../template/conditional-ground-truth.js';
import type { Template, TemplateFieldInfo } from '../template/template.js';
/** Options of the per-field arbitraries. */
export interface VariantOptions {
    /** Scenario context a conditional ground truth is resolved against. @default null (its default case) */
    scenarioContext?: ScenarioContext | null;
}
/** A verified, non-trace field with its ground truth and primitive resolved: what the generators work from. */
export interface VariantTarget {
    readonly template: string;
    readonly field: TemplateFieldInfo;
    readonly groundTruth: unknown;
    readonly primitive: FieldPrimitive;
}
/** Builds the error thrown when a field's variants cannot be generated; it names template, field and reason. */
export declare function cannotGenerate(target: Pick<VariantTarget, 'template' | 'field'>, what: string, reason: string): TemplateError;
/** Finds a field of a template and resolves its ground truth (a conditional one against `scenarioContext`). */
export declare function resolveTarget(template: Template | undefined, field: string | TemplateFieldInfo, what: string, options?: VariantOptions): VariantTarget;
