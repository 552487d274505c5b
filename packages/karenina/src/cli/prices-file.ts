import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parsePriceTable, type PriceTable } from '../results/cost.js'
import { CliError } from './cli-error.js'

/** Help of the `--prices` flag of `verify` and `diff`. */
export const PRICES_OPTION_HELP =
  'model prices over the shipped table, for the cost lines (and --max-cost): {"<model>": {"inputPerMTok": 2.5, "cachedInputPerMTok": 1.25, "outputPerMTok": 10}} in USD per million tokens (README: Cost per role and budgets)'

/** `--prices file.json`: prices over the shipped table, checked before any call. */
export async function readPricesFile(file: string, cwd: string): Promise<PriceTable> {
  const path = resolve(cwd, file)
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`--prices ${file}: cannot read it (${error.code ?? String(error)})`)
  })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new CliError(`--prices ${file}: not JSON (${(error as Error).message})`)
  }
  try {
    return parsePriceTable(value, `--prices ${file}`)
  } catch (error) {
    throw new CliError((error as Error).message)
  }
}
