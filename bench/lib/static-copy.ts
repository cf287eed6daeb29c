/**
 * The static copy of a page (issue 26): the document the app sent, saved once and served as a
 * file, at the page's own path so the same route modules load and hydrate, with every other request
 * (scripts, styles, images, fonts, route data) passed through to the app unchanged. Lighthouse on
 * the copy measures the same HTML and the same JavaScript without the server's per-request work:
 * the difference in main-thread time between the page and its copy is the app's own, not the bytes'.
 */
import http from 'node:http'
import zlib from 'node:zlib'

export type StaticCopy = { url: string; stop(): Promise<void> }

/** Headers a passed-through answer keeps (no hop-by-hop ones, no cookies). */
const PASSED_HEADERS = [
  'content-type',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'location',
  'vary',
]

/**
 * Serves `documents` (path with query → HTML) on a port the system picks, and everything else from
 * `appUrl`. A document is gzip-compressed when the browser accepts it, as the app's is.
 */
export async function startStaticCopy(
  appUrl: string,
  documents: Map<string, string>,
): Promise<StaticCopy> {
  const gzipped = new Map([...documents].map(([p, html]) => [p, zlib.gzipSync(html)]))
  const server = http.createServer((req, res) => {
    const target = req.url ?? '/'
    const saved = gzipped.get(target)
    if (saved && req.method === 'GET') {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      })
      res.end(gzip ? saved : documents.get(target))
      return
    }
    const upstream = http.request(
      appUrl + target,
      {
        method: req.method,
        headers: {
          'accept-encoding': req.headers['accept-encoding'] ?? '',
          accept: req.headers.accept ?? '*/*',
        },
      },
      (answer) => {
        const headers: Record<string, string | string[]> = {}
        for (const name of PASSED_HEADERS) {
          const value = answer.headers[name]
          if (value !== undefined) headers[name] = value
        }
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('static copy: no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The document as a first visit gets it, with the shopper's headers for a signed-in page. */
export async function saveDocument(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { redirect: 'manual', headers })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}
