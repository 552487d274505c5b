export { acceptedVariants, rejectedVariants } from './field-variants.js';
export type { VariantOptions } from './field-target.js';
export { fieldValues } from './field-values.js';
export { normalizerVariants, nearMissTexts, ASCII_PUNCTUATION, PYTHON_WHITESPACE } from './normalizer-variants.js';
export { templateValues, acceptedValues, nearMissValues, type FieldMode, type FieldGenerators, type TemplateValuesOptions, type NearMiss, } from './template-values.js';
export { templateProperty, assertTemplateProperty, templateCases, type TemplateCase, type TemplatePropertyOptions, } from './template-property.js';
