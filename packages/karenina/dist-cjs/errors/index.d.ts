export { KareninaError, formatPath, type KareninaErrorCode } from './karenina-error.js';
export { ValidationError } from './validation-error.js';
export { CheckError, type CheckErrorKind } from './check-error.js';
export { TemplateError } from './template-error.js';
export { StageGraphError } from './stage-graph-error.js';
export { type ErrorCategory, RETRYABLE_CATEGORIES } from './error-category.js';
