// Imported first by the CLI: on an unsupported Node, one line on stderr and exit code 2, instead of the stack
// of an import failure (the library's guard throws, which is right in a test runner, not in a terminal).
import { unsupportedNodeMessage } from '../utils/node-version.js'

const message = unsupportedNodeMessage(process.versions.node)
if (message !== null) {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}
