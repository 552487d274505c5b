import type { InstantiateOptions, Template, TemplateInput, TemplateInstance, TemplateShape } from './template.js';
/** Builds an instance of a template (used by `Template.instantiate`). */
export declare function createInstance<S extends TemplateShape>(template: Template<S>, values?: TemplateInput<S>, options?: InstantiateOptions): TemplateInstance<S>;
