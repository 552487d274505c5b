// The import graph of a package's sources, read with the TypeScript compiler API: every relative import, export-from,
// dynamic `import()` and `import('…')` type of each non-test file, marked runtime or type-only.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, sep } from 'node:path'
import ts from 'typescript'

/** One import of one file by another, both relative to the source root (posix separators). */
export interface FileImport {
  readonly from: string
  readonly to: string
  /** Erased from the emitted JavaScript (`import type`, `export type`, every specifier `type`, or an `import('…')` type). */
  readonly typeOnly: boolean
}

const TEST_FILE = /\.test(-d)?\.ts$/

/** The non-test `.ts` files under `root`, relative to it. Fixtures and declaration files are left out. */
export function sourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__fixtures__') walk(path)
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !TEST_FILE.test(entry.name)) {
        files.push(relative(root, path).split(sep).join('/'))
      }
    }
  }
  walk(root)
  return files.sort()
}

/** The relative imports of one file's text. `file` is its path relative to the source root. */
export function importsOf(file: string, text: string): FileImport[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const found: FileImport[] = []
  const add = (specifier: string, typeOnly: boolean): void => {
    if (!specifier.startsWith('.')) return
    const target = posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.js$/, '.ts')
    found.push({ from: file, to: target, typeOnly })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const everyNamedIsType =
        bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)
      const typeOnly = clause !== undefined && (clause.isTypeOnly || (clause.name === undefined && everyNamedIsType))
      add(node.moduleSpecifier.text, typeOnly)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause
      const everyNamedIsType = clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
      add(node.moduleSpecifier.text, node.isTypeOnly || everyNamedIsType)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument !== undefined && ts.isStringLiteralLike(argument)) add(argument.text, false)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every relative import of every non-test source file under `root`. */
export function importGraph(root: string): FileImport[] {
  return sourceFiles(root).flatMap((file) => importsOf(file, readFileSync(join(root, file), 'utf8')))
}

/**
 * The folder a source file belongs to: the longest of `nested` (folders the layer table lists below a top-level
 * one, e.g. `runner/runtime`) that holds it, else its first path segment, or `.` for a file at the root.
 */
export function folderOf(file: string, nested: readonly string[] = []): string {
  let found = ''
  for (const folder of nested) if (file.startsWith(`${folder}/`) && folder.length > found.length) found = folder
  if (found !== '') return found
  const slash = file.indexOf('/')
  return slash === -1 ? '.' : file.slice(0, slash)
}

export const sourceRootOf = (packageDir: string): string => join(packageDir, 'src')
export const here = (url: string): string => dirname(new URL(url).pathname)
