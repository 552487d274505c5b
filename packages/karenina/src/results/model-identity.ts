// runner/ still imports this path; it moves to config/model-identity.ts once runner/ is rewritten (issue 31 item 4).
export { modelDisplayString } from '../config/model-identity.js'
