export { KareninaError, formatPath, type KareninaErrorCode } from './karenina-error.js'
export { ValidationError } from './validation-error.js'
export { CheckError, type CheckErrorKind } from './check-error.js'
export { TemplateError } from './template-error.js'
