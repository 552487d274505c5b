// `pnpm docs`: regenerates docs/reference.md from the code.
import { writeFileSync } from 'node:fs'
import { generateReference, REFERENCE_FILE } from './generate-reference.js'

writeFileSync(REFERENCE_FILE, generateReference())
console.log(`wrote ${REFERENCE_FILE}`)
