import type { JsonSchema } from '../llm/ports.js';
import type { Template } from './template.js';
/** The template's judge schema, shared and frozen (never mutate it). */
export declare function sharedJudgeSchema(template: Template): JsonSchema;
/** The template's sufficiency schema, shared and frozen (never mutate it). */
export declare function sharedSufficiencySchema(template: Template): JsonSchema;
