// Imported first by the package entry points, so an unsupported Node fails at import with a message that says
// so, instead of later with a wrong regex verdict or a missing API.
import { unsupportedNodeMessage } from './node-version.js'

const message = unsupportedNodeMessage(process.versions.node)
if (message !== null) throw new Error(message)
