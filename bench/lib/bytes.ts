/**
 * Byte sizes of a page as a first visit loads it: the HTML document, and every script and
 * stylesheet the HTML references, each fetched and gzip-compressed here with zlib level 9. The
 * figures depend only on the build, not on the machine or on the server's compression settings.
 */
import zlib from 'node:zlib'

/** Lighthouse 12's mobile user agent, so the server renders what the Lighthouse runs see. */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/136.0.0.0 Mobile Safari/537.36'

export type AssetSize = { url: string; status: number; bytes: number; gzip: number }
export type AssetGroup = { bytes: number; gzip: number; files: AssetSize[] }

export type PageBytes = {
  status: number
  /** Where a redirect points (3xx only). */
  location?: string
  html?: { bytes: number; gzip: number; inlineScriptBytes: number }
  js?: AssetGroup
  css?: AssetGroup
  /** Referenced assets that did not answer 200: a broken build or one replaced mid-run. */
  missing: string[]
  /** A payment script (Checkout.js or its stand-in) in the first load: it must never be. */
  paymentScript?: boolean
}

/** Checkout.js, or the stand-in with its API: only the pay step may load it, on demand. */
export const PAYMENT_SCRIPT = /checkout\.razorpay\.com|\/dev\/razorpay\/checkout\.js/

export const gzipSize = (body: Uint8Array) => zlib.gzipSync(body, { level: 9 }).length

function attributes(tag: string) {
  const attrs: Record<string, string> = {}
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&')
  }
  return attrs
}

/** Script and stylesheet URLs referenced by the HTML, and the bytes of its inline scripts. */
export function parseHtml(html: string, pageUrl: string) {
  const js = new Set<string>()
  const css = new Set<string>()
  let inlineScriptBytes = 0
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(m[1]!)
    if (attrs.src) js.add(new URL(attrs.src, pageUrl).href)
    else inlineScriptBytes += Buffer.byteLength(m[2]!)
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]!)
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
    if (!attrs.href) continue
    if (rel.includes('modulepreload')) js.add(new URL(attrs.href, pageUrl).href)
    if (rel.includes('stylesheet')) css.add(new URL(attrs.href, pageUrl).href)
  }
  return { js: [...js], css: [...css], inlineScriptBytes }
}

async function fetchBytes(
  url: string,
  init: RequestInit = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    ...init,
    headers: { 'user-agent': MOBILE_USER_AGENT, 'accept-encoding': 'identity', ...headers },
    signal: AbortSignal.timeout(30_000),
  })
  return { response, body: new Uint8Array(await response.arrayBuffer()) }
}

async function measureAssets(urls: string[], missing: string[]): Promise<AssetGroup> {
  const files: AssetSize[] = []
  for (const url of urls) {
    const { response, body } = await fetchBytes(url)
    if (response.status !== 200) missing.push(`${url} (${response.status})`)
    files.push({ url, status: response.status, bytes: body.length, gzip: gzipSize(body) })
  }
  return {
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    files,
  }
}

/** `headers`: a signed-in page's Cookie (the document only; assets are public). */
export async function measurePageBytes(
  pageUrl: string,
  headers: Record<string, string> = {},
): Promise<PageBytes> {
  const { response, body } = await fetchBytes(pageUrl, { redirect: 'manual' }, headers)
  if (response.status !== 200) {
    const location = response.headers.get('location')
    const target = location ? new URL(location, pageUrl) : undefined
    return {
      status: response.status,
      ...(target && {
        location:
          target.origin === new URL(pageUrl).origin ? target.pathname + target.search : target.href,
      }),
      missing: [],
    }
  }
  // The CSP nonce is random per request: blank it (same length) so equal builds gzip equally.
  const html = Buffer.from(body)
    .toString('utf8')
    .replace(/ nonce="([^"]*)"/g, (_, nonce: string) => ` nonce="${'0'.repeat(nonce.length)}"`)
  const refs = parseHtml(html, pageUrl)
  const missing: string[] = []
  return {
    status: 200,
    html: {
      bytes: body.length,
      gzip: gzipSize(Buffer.from(html)),
      inlineScriptBytes: refs.inlineScriptBytes,
    },
    js: await measureAssets(refs.js, missing),
    css: await measureAssets(refs.css, missing),
    missing,
    paymentScript: PAYMENT_SCRIPT.test(html) || refs.js.some((url) => PAYMENT_SCRIPT.test(url)),
  }
}
