// Checks an import graph against the layer table: no import from a folder to a higher layer, no cycle of folders.
import { type FileImport, folderOf } from './import-graph.js'
import type { LayerEntry } from './layer-table.js'

export interface LayerReport {
  /** Folders that import or are imported but have no row in the table. */
  readonly unlistedFolders: readonly string[]
  /** Imports from a folder into a higher layer, not in the known list. */
  readonly upward: readonly FileImport[]
  /** Folders that reach each other through imports (each group sorted), known violations left out. */
  readonly cycles: readonly (readonly string[])[]
  /** Known violations that no longer occur: remove them from the list. */
  readonly stale: readonly string[]
}

export const edgeName = (edge: Pick<FileImport, 'from' | 'to'>): string => `${edge.from} -> ${edge.to}`

export function checkLayers(imports: readonly FileImport[], table: readonly LayerEntry[], knownViolations: readonly string[]): LayerReport {
  const layerOf = new Map(table.map((row) => [row.folder, row.layer]))
  const nested = table.map((row) => row.folder).filter((folder) => folder.includes('/'))
  const known = new Set(knownViolations)
  const seen = new Set(imports.map(edgeName))
  const stale = knownViolations.filter((name) => !seen.has(name))

  const unlisted = new Set<string>()
  const upward: FileImport[] = []
  const folderEdges = new Map<string, Set<string>>()
  for (const edge of imports) {
    const from = folderOf(edge.from, nested)
    const to = folderOf(edge.to, nested)
    for (const folder of [from, to]) if (!layerOf.has(folder)) unlisted.add(folder)
    if (from === to || known.has(edgeName(edge))) continue
    if ((layerOf.get(from) ?? Infinity) < (layerOf.get(to) ?? -Infinity)) upward.push(edge)
    let targets = folderEdges.get(from)
    if (targets === undefined) folderEdges.set(from, (targets = new Set()))
    targets.add(to)
  }
  return { unlistedFolders: [...unlisted].sort(), upward, cycles: stronglyConnected(folderEdges), stale }
}

/** Tarjan's strongly connected components of more than one node. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (node: string): void => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!))
}
