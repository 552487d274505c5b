// node:util without its ESM facade, which reads every lazy getter (parseArgs, diff, …) (see lazy-fn.ts). The
// CommonJS util module itself is loaded by Node before any user code.
export const { inspect, isDeepStrictEqual, styleText } = process.getBuiltinModule('node:util')
