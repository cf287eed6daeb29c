import { type LoaderFunctionArgs } from '@remix-run/node'
import { normalizeQuery, searchSuggestions } from '#app/server/catalog/search.server.ts'

/**
 * Live search suggestions for the header: GET /resources/search?q=card →
 * { query, results: [{ slug, name, href }] } (at most 8). The same for every visitor, so a browser
 * or CDN may keep an answer for a minute.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'))
  const results = await searchSuggestions(query)
  return Response.json({ query, results }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
