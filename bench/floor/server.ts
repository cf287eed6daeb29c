/**
 * The Remix floor (issue 26): a minimal Remix 2 app, on the same Remix, React and Express as the
 * store, whose one route renders the store's home page body as React elements, with no loader data,
 * no database and no cache. What a page costs above this is ours; `bench:server` starts it beside
 * the store and reads every page as a ratio to it. The body comes from `FLOOR_BODY_FILE` (the home
 * page's HTML as the store served it in the same run, scripts left out), parsed once at start; the
 * elements are made on every render, as a compiled component's JSX makes them. Responses are
 * compressed as the store's are (the same brotli settings), so the ratio compares like with like.
 * Run by bench/server.ts as `node --import tsx bench/floor/server.ts` with PORT and FLOOR_BODY_FILE.
 */
import fs from 'node:fs'
import { PassThrough } from 'node:stream'
import zlib from 'node:zlib'
import { createReadableStreamFromReadable, type ServerBuild } from '@remix-run/node'
import { createRequestHandler } from '@remix-run/express'
import { Links, Meta, RemixServer, Scripts } from '@remix-run/react'
import compression from 'compression'
import express from 'express'
import { createElement as h, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

type Node = string | { tag: string; attrs: Record<string, string>; children: Node[] }

const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
])
const RENAME: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  autocomplete: 'autoComplete',
  viewbox: 'viewBox',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  'accept-charset': 'acceptCharset',
}
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')

/** React's own server HTML back into a tree (well-formed: no need for a general parser). */
export function parseHtml(html: string): Node[] {
  const root: Node[] = []
  const stack: { children: Node[]; tag: string }[] = [{ children: root, tag: '' }]
  const token =
    /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const top = stack.at(-1)!
    if (m[1]) {
      while (stack.length > 1 && stack.pop()!.tag !== m[1].toLowerCase());
    } else if (m[2]) {
      const tag = m[2].toLowerCase()
      const attrs: Record<string, string> = {}
      for (const a of (m[3] ?? '').matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g))
        attrs[a[1]!] = decode(a[2] ?? '')
      const node = { tag, attrs, children: [] as Node[] }
      top.children.push(node)
      if (!VOID.has(tag) && !m[4]) stack.push({ children: node.children, tag })
    } else if (m[5]) {
      top.children.push(decode(m[5]))
    }
  }
  return root
}

function props(attrs: Record<string, string>, key: number) {
  const out: Record<string, unknown> = { key }
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'style') continue
    const prop = RENAME[name] ?? name
    out[prop] =
      value === '' && !name.startsWith('data-') && !name.startsWith('aria-') ? true : value
  }
  return out
}

function render(nodes: Node[]): ReactNode[] {
  return nodes.map((node, i) =>
    typeof node === 'string'
      ? node
      : h(node.tag, props(node.attrs, i), ...(VOID.has(node.tag) ? [] : render(node.children))),
  )
}

const bodyHtml = fs
  .readFileSync(process.env.FLOOR_BODY_FILE ?? '', 'utf8')
  .replace(/<script[\s\S]*?<\/script>/g, '')
const body = parseHtml(bodyHtml)

function Root() {
  return h(
    'html',
    { lang: 'en-IN' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h(Meta), h(Links)),
    h('body', { className: 'min-h-screen' }, ...render(body), h(Scripts)),
  )
}

const build = {
  mode: 'production',
  basename: undefined,
  publicPath: '/',
  assetsBuildDirectory: 'public',
  isSpaMode: false,
  future: {},
  entry: {
    module: {
      default: (
        request: Request,
        status: number,
        headers: Headers,
        context: Parameters<typeof RemixServer>[0]['context'],
      ) =>
        new Promise<Response>((resolve, reject) => {
          const { pipe } = renderToPipeableStream(h(RemixServer, { context, url: request.url }), {
            onAllReady() {
              const out = new PassThrough()
              headers.set('Content-Type', 'text/html; charset=utf-8')
              resolve(
                new Response(createReadableStreamFromReadable(out) as unknown as BodyInit, {
                  status,
                  headers,
                }),
              )
              pipe(out)
            },
            onShellError: reject,
          })
        }),
    },
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: { default: Root, meta: () => [{ title: 'PrintStudio' }] },
    },
  },
  assets: {
    version: 'floor',
    url: '/assets/manifest-floor.js',
    entry: { module: '/assets/entry.client-floor.js', imports: [] },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: '/assets/root-floor.js',
        imports: [],
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
      },
    },
  },
} as unknown as ServerBuild

const app = express()
app.disable('x-powered-by')
app.use(
  compression({
    brotli: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_LGWIN]: 17 },
    },
  }),
)
app.get('/healthz', (_req, res) => res.json({ status: 'ok' }))
app.all('*', createRequestHandler({ build, mode: 'production' }))
app.listen(Number(process.env.PORT), '127.0.0.1')
