import type { Primitive } from '../primitives/primitive.js';
/**
 * What Karenina only finds when a check runs, found when a template is defined: an unknown normalizer
 * name (`normalize`) and a pattern Python's `re` rejects (`pattern`, with `flags`). Karenina's primitives
 * fail lazily (spec 01 §3.1, §9.1), so templates read from elsewhere (TemplateSpec, checkpoints) and compat
 * mode skip this and keep that behaviour; a template written here fails at once, naming its field.
 */
export declare function definitionProblem(primitive: Primitive): string | undefined;
