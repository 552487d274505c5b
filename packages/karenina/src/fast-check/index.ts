// karenina/fast-check: arbitraries to property-test your own answer templates with fast-check.
// fast-check is an optional peer dependency of karenina; only this entry imports it.

export { acceptedVariants, rejectedVariants, fieldValues, type VariantOptions } from './field-variants.js'
export { normalizerVariants, nearMissTexts, ASCII_PUNCTUATION, PYTHON_WHITESPACE } from './normalizer-variants.js'
export {
  templateValues,
  acceptedValues,
  nearMissValues,
  templateProperty,
  assertTemplateProperty,
  templateCases,
  type FieldMode,
  type FieldGenerators,
  type TemplateValuesOptions,
  type NearMiss,
  type TemplateCase,
  type TemplatePropertyOptions,
} from './template-values.js'
