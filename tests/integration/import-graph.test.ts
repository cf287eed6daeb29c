/**
 * The shape of app/, read from its imports (issue 22, decision 039): no file comes back to itself
 * through its imports, no folder under app/server comes back to itself, and no arrow runs up the
 * layers below. Reads every .ts/.tsx file's `import ... from` and `export ... from` statements
 * (`import type` included; a lazy `import()` is not an edge) and resolves `#app/*` and relative
 * specifiers to files. Needs no database; reads about 400 files in well under a second.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * The layers, bottom first. A file belongs to the row with the longest folder that holds it (`*` is
 * any one folder) and may import files of its own row and of the rows in `uses`; `types` rows only
 * with `import type` (a component may describe its props with a server function's return type).
 * app/server's folders may also import each other, as long as no folder comes back to itself.
 */
const LAYERS = [
  { layer: 'utils', folder: 'app/utils/', uses: [] },
  { layer: 'designer', folder: 'app/designer/', uses: ['utils'] },
  { layer: 'platform', folder: 'app/server/platform/', uses: ['utils'] },
  { layer: 'domain', folder: 'app/server/*/', uses: ['utils', 'designer', 'platform'] },
  { layer: 'http', folder: 'app/server/http/', uses: ['utils', 'designer', 'platform', 'domain'] },
  // jobs.server.ts and housekeeping.server.ts: what runs every domain's background work.
  { layer: 'jobs', folder: 'app/server/', uses: ['utils', 'designer', 'platform', 'domain'] },
  {
    layer: 'components',
    folder: 'app/components/',
    uses: ['utils', 'designer'],
    types: ['domain'],
  },
  // The Paper.js editor: browser UI, built with the components' widgets.
  { layer: 'editor', folder: 'app/designer/editor/', uses: ['utils', 'designer', 'components'] },
  {
    layer: 'routes',
    folder: 'app/routes/',
    uses: ['utils', 'designer', 'editor', 'components', 'platform', 'domain', 'http', 'jobs'],
  },
  // root.tsx, entry.server.tsx, layout-html.server.tsx: what wraps every route.
  {
    layer: 'app',
    folder: 'app/',
    uses: ['utils', 'designer', 'editor', 'components', 'platform', 'domain', 'http', 'jobs'],
  },
] satisfies { layer: string; folder: string; uses: string[]; types?: string[] }[]

/**
 * Edges known to close a circle, each with who removes it. The test fails when an entry no longer
 * matches an import, so the list only shrinks.
 */
const KNOWN_CIRCLES: { from: string; to: string; why: string }[] = []

const ROOT = path.resolve(import.meta.dirname, '../..')
const CODE = /\.tsx?$/
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

function listFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return listFiles(file)
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : []
  })
}

// `import x, { a, type B } from '...'`, `import type {...} from`, `import * as x from`,
// `export { a } from`, `export * from`, `export type {...} from` at the start of a line, and
// `import '...'` for its side effects. Prettier writes every such statement from a line's start.
const STATEMENT =
  /^(?:import|export)\s+(type\s+)?(?:([\w$]+\s*,\s*)?\{([^}]*)\}|[\w$]+|\*(?:\s+as\s+[\w$]+)?)\s+from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm

type Edge = { from: string; to: string; typeOnly: boolean }

function readGraph() {
  const files = listFiles('app')
  const known = new Set(files)
  const edges: Edge[] = []
  const unresolved: string[] = []
  for (const from of files) {
    const text = fs.readFileSync(path.join(ROOT, from), 'utf8')
    for (const m of text.matchAll(STATEMENT)) {
      const [, typeKeyword, defaultName, names, fromSpecifier, sideEffect] = m
      const specifier = (fromSpecifier ?? sideEffect ?? '').replace(/\?.*$/, '')
      let base: string
      if (specifier.startsWith('#app/')) base = `app/${specifier.slice('#app/'.length)}`
      else if (specifier.startsWith('.'))
        base = path.posix.join(path.posix.dirname(from), specifier)
      else continue // a package, or #prisma/#tests
      if (!base.startsWith('app/')) continue // prisma/, outside app/
      const to = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => known.has(f))
      if (!to) {
        if (!fs.existsSync(path.join(ROOT, base))) unresolved.push(`${from}: ${specifier}`)
        continue // a stylesheet or another asset
      }
      const typeOnly =
        Boolean(typeKeyword) ||
        (!defaultName &&
          names !== undefined &&
          names
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)
            .every((n) => n.startsWith('type ')))
      edges.push({ from, to, typeOnly })
    }
  }
  return { files, edges, unresolved }
}

const graph = readGraph()

function isKnown(edge: { from: string; to: string }) {
  return KNOWN_CIRCLES.some((k) => k.from === edge.from && k.to === edge.to)
}

/** Strongly connected groups of more than one node (Tarjan), each as one circle through them. */
function circles(nodes: string[], next: Map<string, Set<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (v: string) => {
    index.set(v, counter)
    low.set(v, counter++)
    stack.push(v)
    onStack.add(v)
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1 || next.get(v)?.has(v)) groups.push(group)
    }
  }
  for (const node of nodes) if (!index.has(node)) visit(node)
  // One concrete circle per group: the shortest way from its first node back to it.
  return groups.map((group) => {
    const inGroup = new Set(group)
    const start = group.sort()[0]!
    const cameFrom = new Map<string, string>()
    const queue = [start]
    while (queue.length) {
      const v = queue.shift()!
      for (const w of next.get(v) ?? []) {
        if (!inGroup.has(w) || cameFrom.has(w)) continue
        cameFrom.set(w, v)
        if (w === start) queue.length = 0
        else queue.push(w)
      }
    }
    const chain = [start]
    for (let v = cameFrom.get(start)!; v !== start; v = cameFrom.get(v)!) chain.unshift(v)
    return [start, ...chain]
  })
}

function adjacency(pairs: [string, string][]) {
  const next = new Map<string, Set<string>>()
  for (const [a, b] of pairs) {
    if (!next.has(a)) next.set(a, new Set())
    next.get(a)!.add(b)
  }
  return next
}

function layerOf(file: string) {
  const rows = LAYERS.filter((row) =>
    new RegExp(`^${row.folder.replaceAll('*', '[^/]+')}`).test(file),
  )
  return rows.sort((a, b) => b.folder.length - a.folder.length)[0]!
}

/** app/server/<folder> of a file, or null for files outside a server folder. */
const serverFolder = (file: string) => /^app\/server\/[^/]+(?=\/)/.exec(file)?.[0] ?? null

describe('imports in app/', () => {
  test('every import of an app file resolves to a file', () => {
    expect(graph.files.length).toBeGreaterThan(100)
    expect(graph.unresolved).toEqual([])
  })

  test('no file comes back to itself through its imports', () => {
    const pairs = graph.edges
      .filter((e) => !isKnown(e))
      .map((e): [string, string] => [e.from, e.to])
    const found = circles(graph.files, adjacency(pairs)).map((chain) => chain.join(' -> '))
    expect(found, 'import circles: break each by moving what both sides need lower').toEqual([])
  })

  test('no folder of app/server comes back to itself', () => {
    const pairs = graph.edges
      .filter((e) => !isTest(e.from) && !isKnown(e))
      .map((e) => [serverFolder(e.from), serverFolder(e.to)])
      .filter((p): p is [string, string] => Boolean(p[0] && p[1]) && p[0] !== p[1])
    const folders = [...new Set(pairs.flat())]
    const found = circles(folders, adjacency(pairs)).map((chain) =>
      chain
        .slice(1)
        .map((to, i) => {
          const from = chain[i]!
          const example = graph.edges.find(
            (e) => !isTest(e.from) && e.from.startsWith(`${from}/`) && e.to.startsWith(`${to}/`),
          )!
          return `${from} -> ${to} (${example.from} imports ${example.to})`
        })
        .join('; '),
    )
    expect(found, 'folder circles in app/server').toEqual([])
  })

  test('no import runs up the layers', () => {
    const upward = graph.edges
      .filter((e) => !isTest(e.from))
      .flatMap((e) => {
        const from = layerOf(e.from)
        const to = layerOf(e.to)
        if (from.layer === to.layer) return []
        if ((from.uses as string[]).includes(to.layer)) return []
        if (e.typeOnly && ('types' in from ? (from.types as string[]) : []).includes(to.layer))
          return []
        return [`${e.from} (${from.layer}) imports ${e.to} (${to.layer})`]
      })
    expect(upward, 'imports that run up the layer table').toEqual([])
  })

  test('every known circle is still there (remove the entry once it is broken)', () => {
    const stale = KNOWN_CIRCLES.filter(
      (k) => !graph.edges.some((e) => e.from === k.from && e.to === k.to),
    )
    expect(stale).toEqual([])
  })
})
