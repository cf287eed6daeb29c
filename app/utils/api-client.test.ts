import { afterEach, describe, expect, test, vi } from 'vitest'
import { ApiError, api, apiRequest, PARSE_ERROR_MESSAGE } from './api-client.ts'

/** Stubs `fetch` with answers given in order (a thrown Error stands for a network failure). */
function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift()
    if (!next) throw new Error('unexpected fetch')
    if (next instanceof Error) throw next
    return next
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  })

const raw = (text: string, status: number, type: string, statusText = '') =>
  new Response(text, { status, statusText, headers: { 'Content-Type': type } })

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api client: the spec section 8 response rules', () => {
  test('204 is success', async () => {
    stubFetch(new Response(null, { status: 204 }))
    await expect(api.delete('/api/x')).resolves.toEqual({ success: true })
  })

  test('an empty JSON body on OK is success', async () => {
    stubFetch(raw('', 200, 'application/json'))
    await expect(api.post('/api/x')).resolves.toEqual({ success: true })
  })

  test("unparsable JSON raises 'Failed to parse JSON response' with the status", async () => {
    stubFetch(raw('{"success": tr', 200, 'application/json'))
    const error = await rejection(api.post('/api/x'))
    expect(error.message).toBe(PARSE_ERROR_MESSAGE)
    expect(error.message).toBe('Failed to parse JSON response')
    expect(error.status).toBe(200)
  })

  test('a non-JSON OK answer is success with the text as message', async () => {
    stubFetch(raw('Saved.', 200, 'text/plain'))
    await expect(api.post('/api/x')).resolves.toEqual({ success: true, message: 'Saved.' })
  })

  test("not OK: the server's message, with status and data attached", async () => {
    const body = { success: false, message: 'Please sign in.', error: 'unauthorised' }
    stubFetch(json(body, 401, 'Unauthorized'))
    const error = await rejection(api.post('/api/x'))
    expect(error.message).toBe('Please sign in.')
    expect(error.status).toBe(401)
    expect(error.data).toEqual(body)
  })

  test('not OK without a message: the error field', async () => {
    stubFetch(json({ error: 'Too many requests.' }, 429, 'Too Many Requests'))
    const error = await rejection(api.post('/api/x'))
    expect(error.message).toBe('Too many requests.')
    expect(error.status).toBe(429)
    expect(error.data).toEqual({ error: 'Too many requests.' })
  })

  test("not OK without message or error: 'HTTP error! Status' plus the status text", async () => {
    stubFetch(raw('<h1>Bad gateway</h1>', 502, 'text/html', 'Bad Gateway'))
    const error = await rejection(api.post('/api/x'))
    expect(error.message).toBe('HTTP error! Status: Bad Gateway')
    expect(error.status).toBe(502)
    expect(error.data).toBe('<h1>Bad gateway</h1>')
  })

  test('a JSON object without success is success', async () => {
    stubFetch(json({ design: { id: 'd1' } }))
    await expect(api.get('/api/x')).resolves.toEqual({ success: true, design: { id: 'd1' } })
  })

  test('success: false on an OK answer is a failure with its message', async () => {
    stubFetch(json({ success: false, message: 'Failed to track checkout' }))
    const error = await rejection(api.post('/api/x'))
    expect(error.message).toBe('Failed to track checkout')
    expect(error.status).toBe(200)
  })
})

describe('api client: requests', () => {
  test('sends cookies with every call, and JSON bodies as JSON', async () => {
    const fetchMock = stubFetch(json({ success: true }))
    await api.put('/api/designs/d1', { json: { name: 'Card' } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/designs/d1')
    expect(init?.method).toBe('PUT')
    expect(init?.credentials).toBe('include')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
    expect(init?.body).toBe('{"name":"Card"}')
  })

  test('form data goes as is (the browser sets the multipart boundary)', async () => {
    const fetchMock = stubFetch(json({ image: { id: 'u1' } }))
    const form = new FormData()
    form.append('image', new Blob(['x']))
    await api.post('/api/upload/single-image', { body: form })
    const init = fetchMock.mock.calls[0]![1]
    expect(init?.body).toBe(form)
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false)
  })

  test('a read is retried once after a network failure', async () => {
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), json({ results: [] }))
    await expect(api.get('/resources/search?q=card')).resolves.toEqual({
      success: true,
      results: [],
    })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  test('a read is retried once after a 5xx, and only once', async () => {
    const fetchMock = stubFetch(
      json({ message: 'Failed to fetch cart.' }, 500),
      json({ message: 'Failed to fetch cart.' }, 500),
      json({ success: true }),
    )
    const error = await rejection(api.get('/api/cart'))
    expect(error.message).toBe('Failed to fetch cart.')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  test('a read refused with 4xx is not retried', async () => {
    const fetchMock = stubFetch(json({ message: 'Please sign in.' }, 401), json({}))
    await rejection(api.get('/api/addresses'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  test('a write is never retried', async () => {
    const fetchMock = stubFetch(
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      json({ success: true }),
    )
    await expect(api.post('/api/cart/item', { json: {} })).rejects.toThrow('Failed to fetch')
    await expect(apiRequest('/api/designs/d1', { method: 'PUT', json: {} })).rejects.toThrow(
      'Failed to fetch',
    )
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  test('an aborted read is not retried', async () => {
    const controller = new AbortController()
    controller.abort()
    const fetchMock = stubFetch(new DOMException('aborted', 'AbortError'), json({}))
    await expect(api.get('/resources/search?q=a', { signal: controller.signal })).rejects.toThrow(
      'aborted',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  test('nothing is refetched when the window gets focus again', async () => {
    const fakeWindow = new EventTarget()
    vi.stubGlobal('window', fakeWindow)
    const fetchMock = stubFetch(json({ results: [] }), json({ results: [] }))
    await api.get('/resources/search?q=card')
    fakeWindow.dispatchEvent(new Event('focus'))
    fakeWindow.dispatchEvent(new Event('visibilitychange'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
