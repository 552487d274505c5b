// Doc coverage of the public API: which exports of packages/karenina/src/index.ts lack a doc comment, and
// which primitive and trait factories lack an @example. Checked by test/docs/reference.test.ts.
import { join } from 'node:path'
import ts from 'typescript'
import { PRIMITIVES } from '../../packages/karenina/src/primitives/registry.js'
import { docOf, SRC, TRAIT_FACTORIES } from './generate-reference.js'

/** Public exports (functions, classes, callable consts) of the core's index.ts that have no doc comment. */
export function undocumentedExports(program: ts.Program): string[] {
  const checker = program.getTypeChecker()
  const index = program.getSourceFile(join(SRC, 'index.ts'))!
  const missing: string[] = []
  for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(index)!)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    const decl = symbol.valueDeclaration
    if (!decl) continue // types and interfaces: documented where they are used
    const callable = ts.isFunctionDeclaration(decl) || ts.isClassDeclaration(decl) || checker.getTypeOfSymbolAtLocation(symbol, decl).getCallSignatures().length > 0
    if (!callable) continue
    if (docOf(checker, symbol).text === '') missing.push(`${exported.name} (${decl.getSourceFile().fileName.slice(SRC.length + 1)})`)
  }
  return missing.sort()
}

/** Primitive and trait factories without an `@example` in their TSDoc. */
export function factoriesWithoutExample(program: ts.Program): string[] {
  const checker = program.getTypeChecker()
  const kebab = (type: string) => type.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? c.toLowerCase() : `-${c.toLowerCase()}`))
  const factories = [
    ...Object.keys(PRIMITIVES).map((type) => ({ factory: type[0]!.toLowerCase() + type.slice(1), file: join(SRC, 'primitives', `${kebab(type)}.ts`) })),
    ...TRAIT_FACTORIES,
  ]
  const missing: string[] = []
  for (const { factory, file } of factories) {
    const source = program.getSourceFile(file)!
    const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === factory)!
    if (docOf(checker, symbol).examples.length === 0) missing.push(factory)
  }
  return missing
}
