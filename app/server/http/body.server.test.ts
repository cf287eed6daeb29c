import { describe, expect, test } from 'vitest'
import { UPLOAD_MESSAGES } from '../designs/uploads.server.ts'
import fs from 'node:fs'
import { NodeOnDiskFile } from '@remix-run/node'
import {
  discardUploadedFiles,
  formImage,
  NOT_UNICODE_MESSAGE,
  parseImageForm,
  parseJsonText,
  readJsonBody,
  readJsonOrUndefined,
  readUploadForm,
} from './body.server.ts'
import { refusal as refused } from '../platform/testing.ts'

const refusal = (promise: Promise<unknown>) => refused(promise, 'the body')

describe('parseImageForm', () => {
  const multipart = (form: FormData, headers: HeadersInit = {}) =>
    new Request('http://localhost/api/upload/image', { method: 'POST', body: form, headers })

  test('refuses a declared Content-Length over the limit before reading the body', async () => {
    let read = false
    const body = new ReadableStream(
      {
        pull(controller) {
          read = true
          controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(26 * 1024 * 1024 + 1),
      },
    } as RequestInit)
    expect(await refusal(parseImageForm(request, ['image']))).toEqual({
      status: 413,
      message: 'That image is larger than 25 MB.',
    })
    expect(read).toBe(false)
    // Two file fields allow two full-size images.
    const two = multipart(new FormData(), { 'Content-Length': String(26 * 1024 * 1024 + 1) })
    await expect(parseImageForm(two, ['rawImage', 'croppedImage'])).resolves.toEqual({})
  })

  test('cuts off a body without Content-Length once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    } as RequestInit)
    expect((await refusal(parseImageForm(request, ['image']))).status).toBe(413)
    expect(sent).toBeLessThan(40)
  })

  test('returns the named files, skipping empty file inputs and text values', async () => {
    const form = new FormData()
    form.append('rawImage', new File([], ''))
    form.append('croppedImage', new File(['png bytes'], 'crop.png', { type: 'image/png' }))
    form.append('image', 'just text')
    form.append('other', new File(['x'], 'other.png'))
    const files = await parseImageForm(multipart(form), ['rawImage', 'croppedImage', 'image'])
    expect(Object.keys(files)).toEqual(['croppedImage'])
    expect(await files.croppedImage?.text()).toBe('png bytes')
    // On disk, not in memory, until the caller is done with it.
    const file = files.croppedImage as unknown as NodeOnDiskFile
    expect(file).toBeInstanceOf(NodeOnDiskFile)
    expect(fs.existsSync(file.getFilePath())).toBe(true)
    await discardUploadedFiles(Object.values(files))
    expect(fs.existsSync(file.getFilePath())).toBe(false)
  })

  test('readUploadForm keeps the other fields, for forms like add-to-cart with a design', async () => {
    const form = new FormData()
    form.append('intent', 'add')
    form.append('qty', '100')
    form.append('design', new File([], ''))
    const read = await readUploadForm(multipart(form), ['design'])
    expect(read.get('intent')).toBe('add')
    expect(read.get('qty')).toBe('100')
    expect(formImage(read, 'design')).toBeNull()
    const big = multipart(form, { 'Content-Length': String(27 * 1024 * 1024) })
    expect((await refusal(readUploadForm(big, ['design']))).status).toBe(413)
  })

  test('a body that is not a form has no files; a broken multipart body is a 400', async () => {
    const json = new Request('http://localhost/x', {
      method: 'POST',
      body: '{"image":"x"}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await parseImageForm(json, ['image'])).toEqual({})
    expect(
      await parseImageForm(new Request('http://localhost/x', { method: 'POST' }), ['image']),
    ).toEqual({})
    const broken = new Request('http://localhost/x', {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    expect(await refusal(parseImageForm(broken, ['image']))).toEqual({
      status: 400,
      message: UPLOAD_MESSAGES.unreadableForm,
    })
  })
})

describe('readJsonBody', () => {
  const limits = { maxBytes: 20, tooLarge: 'Too large.', notAnObject: 'Send an object.' }
  const post = (body: string, headers: HeadersInit = {}) =>
    new Request('http://localhost/x', { method: 'POST', body, headers })

  test('reads a JSON object, also sent as text/plain', async () => {
    expect(await readJsonBody(post('{"a":1}', { 'Content-Type': 'text/plain' }), limits)).toEqual({
      a: 1,
    })
  })

  test('refuses arrays and broken JSON with 400, oversized bodies with 413', async () => {
    expect(await refusal(readJsonBody(post('[1]'), limits))).toEqual({
      status: 400,
      message: 'Send an object.',
    })
    expect((await refusal(readJsonBody(post('{'), limits))).status).toBe(400)
    expect(await refusal(readJsonBody(post(`{"a":"${'x'.repeat(30)}"}`), limits))).toEqual({
      status: 413,
      message: 'Too large.',
    })
  })
})

describe('JSON text that is not Unicode', () => {
  const limits = { maxBytes: 1000, tooLarge: 'Too large.', notAnObject: 'Send an object.' }
  const post = (body: string) =>
    new Request('http://localhost/x', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    })
  // JSON.stringify keeps a lone surrogate as the escape \ud800, which JSON.parse turns back into it.
  const lone = JSON.stringify({ name: 'Asha\ud800', nested: [{ ['\udc00key']: 1 }] })

  test('a lone UTF-16 surrogate in a value or a key is a 400 that says so', async () => {
    expect(await refusal(readJsonBody(post(lone), limits))).toEqual({
      status: 400,
      message: NOT_UNICODE_MESSAGE,
    })
    expect(() => parseJsonText(JSON.stringify(['\udbff']))).toThrow(NOT_UNICODE_MESSAGE)
  })

  test('a schema-checked body reads as undefined, so its schema refuses it', async () => {
    expect(await readJsonOrUndefined(post(lone))).toBeUndefined()
    expect(await readJsonOrUndefined(post('{"name":"आशा 😀"}'))).toEqual({ name: 'आशा 😀' })
  })
})
