import { KareninaError, formatPath } from './karenina-error.js'

/** Invalid parameters or data: says where (path) and what was expected. Python: pydantic ValidationError. */
export class ValidationError extends KareninaError {
  constructor(
    readonly path: readonly (string | number)[],
    readonly problem: string,
    readonly subject?: string,
  ) {
    super('KARENINA_VALIDATION', `${subject ? `${subject} › ` : ''}${formatPath(path)}: ${problem}`)
  }
}
