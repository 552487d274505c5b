import { KareninaError } from './karenina-error.js'

/** An output file karenina will not write (read-only, one of the run's inputs, a directory or socket), named. */
export class OutputFileError extends KareninaError {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super('KARENINA_OUTPUT_REFUSED', `cannot write ${file}: ${problem}`)
  }
}
