/**
 * Inputs for the fuzz test (tests/integration/fuzz.test.ts, decision 028): valid-looking ones from
 * each endpoint's zod schema (zod-fast-check), the same with one field made hostile, hostile extra
 * keys (prototype pollution), and bodies that are not what the endpoint reads at all.
 */
import fc from 'fast-check'
import { ZodFastCheck } from 'zod-fast-check'
import type { ZodTypeAny } from 'zod'
import { INDIAN_STATES } from '#app/utils/address.ts'

/** Strings that broke or could break a handler: NUL, lone surrogates, huge, odd Unicode, syntax. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b@example.com',
  '\ud800',
  'Asha\udc00',
  '\ud83d',
  '😀👩‍👩‍👧‍👦',
  'ශ්‍රී',
  'שלום עולם',
  'e\u0301\u0301\u0301',
  '\u202Etxt.exe',
  '\u200B',
  ' ',
  '',
  '0',
  '-1',
  '1e309',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '/दुकान?q=कार्ड',
  '//evil.example',
  'https://evil.example/x',
  '\r\n\r\nSet-Cookie: x=1',
  'x'.repeat(100_000),
  '😀'.repeat(20_000),
] as const

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1e21, 2 ** 53, -0.5, 1.5) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'x'), hostileString) },
)

// Fields whose zod schemas transform or refine: zod-fast-check needs an arbitrary that passes.
export const phone = fc.stringMatching(/^[6-9][0-9]{9}$/)
export const password = fc.stringMatching(/^[A-Z][a-z]{3,8}[0-9]{2,4}$/)
export const email = fc.emailAddress().map((e) => e.toLowerCase())
export const state = fc.constantFrom(...INDIAN_STATES)
export const pinCode = fc.stringMatching(/^[1-9][0-9]{5}$/)
export const colour = fc.stringMatching(/^#[0-9a-f]{6}$/)
export const elementId = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/)

/**
 * Valid-looking inputs of a zod schema. `overrides` give arbitraries for the schemas inside it
 * that zod-fast-check cannot satisfy by itself (transforms and refinements).
 */
export function fromSchema(
  schema: ZodTypeAny,
  overrides: Array<[ZodTypeAny, fc.Arbitrary<unknown>]> = [],
): fc.Arbitrary<Record<string, unknown>> {
  let zfc = ZodFastCheck()
  for (const [inner, arbitrary] of overrides) zfc = zfc.override(inner, arbitrary)
  return zfc.inputOf(schema) as fc.Arbitrary<Record<string, unknown>>
}

export type BodyKind = 'form' | 'json' | 'multipart' | 'query' | 'none'

/** An input as it will be sent. */
export type FuzzInput =
  | { kind: 'fields'; fields: Record<string, unknown>; note: string }
  | { kind: 'raw'; contentType: string | null; body: string | Uint8Array; note: string }

/** The fields, one made hostile, or with hostile keys added: what a field validator must survive. */
function mutated(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<FuzzInput> {
  return fc.oneof(
    fc.tuple(fields, fc.nat(), hostileValue).map(([f, at, value]): FuzzInput => {
      const keys = Object.keys(f)
      const key = keys.length ? keys[at % keys.length]! : 'x'
      return { kind: 'fields', fields: { ...f, [key]: value }, note: `${key} hostile` }
    }),
    fc
      .tuple(fields, fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }))
      .map(([f, extra]): FuzzInput => ({
        kind: 'fields',
        fields: { ...f, ...extra },
        note: 'extra keys',
      })),
  )
}

/** Bodies a client might send instead: another type, broken syntax, prototype keys, garbage. */
const rawBodies: fc.Arbitrary<FuzzInput> = fc.oneof(
  fc.constantFrom<FuzzInput>(
    { kind: 'raw', contentType: 'application/json', body: '', note: 'empty JSON' },
    { kind: 'raw', contentType: 'application/json', body: '{', note: 'broken JSON' },
    { kind: 'raw', contentType: 'application/json', body: '[1,2,3]', note: 'JSON array' },
    { kind: 'raw', contentType: 'application/json', body: 'null', note: 'JSON null' },
    { kind: 'raw', contentType: 'application/json', body: '"text"', note: 'JSON string' },
    {
      kind: 'raw',
      contentType: 'application/json',
      body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
      note: 'prototype keys',
    },
    {
      kind: 'raw',
      contentType: 'application/json',
      body: '{"email":"\\ud800@example.com","name":"\\u0000","quantity":"\\udfff"}',
      note: 'escaped lone surrogates and NUL',
    },
    { kind: 'raw', contentType: 'text/plain', body: 'hello', note: 'text/plain' },
    { kind: 'raw', contentType: 'application/xml', body: '<a/>', note: 'XML' },
    { kind: 'raw', contentType: null, body: 'a=1', note: 'no content type' },
    {
      kind: 'raw',
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      note: 'truncated multipart',
    },
    {
      kind: 'raw',
      contentType: 'multipart/form-data',
      body: 'no boundary',
      note: 'multipart without a boundary',
    },
    {
      kind: 'raw',
      contentType: 'application/x-www-form-urlencoded',
      body: '%ED%A0%80=%00&a=%E0%A4&intent=%ZZ',
      note: 'broken percent-encoding',
    },
  ),
  fc.uint8Array({ maxLength: 300 }).map((bytes): FuzzInput => ({
    kind: 'raw',
    contentType: 'application/octet-stream',
    body: bytes,
    note: 'random bytes',
  })),
  fc.string({ unit: 'binary', maxLength: 300 }).map((text): FuzzInput => ({
    kind: 'raw',
    contentType: 'application/json',
    body: text,
    note: 'random text as JSON',
  })),
)

/** Every kind of input for an endpoint whose fields `fields` generates. */
export function inputsFor(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<FuzzInput> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fields.map((f): FuzzInput => ({
        kind: 'fields',
        fields: f,
        note: 'from the schema',
      })),
    },
    { weight: 3, arbitrary: mutated(fields) },
    { weight: 2, arbitrary: rawBodies },
  )
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

/** Files a shopper might pick: images that pass, images that do not, and things that are not. */
export const uploadFile: fc.Arbitrary<Blob | string> = fc.oneof(
  fc.constantFrom<Blob | string>(
    // A 1 × 1 PNG (too small to print), a PNG header with nothing after it, an SVG, a GIF.
    new Blob([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ]),
    new Blob([Buffer.from('89504e470d0a1a0a', 'hex')]),
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>']),
    new Blob([Buffer.from('GIF89a')]),
    new Blob([]),
    'text, not a file',
  ),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => new Blob([new Uint8Array(bytes)])),
)

/** The body and content type of fields sent the way `kind` sends them. */
export function encode(
  fields: Record<string, unknown>,
  kind: BodyKind,
): { contentType: string | null; body: BodyInit | null; query: string } {
  const pairs: string[][] = Object.entries(fields).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x) => [k, text(x)]) : [[k, text(v)]],
  )
  if (kind === 'query')
    return { contentType: null, body: null, query: new URLSearchParams(pairs).toString() }
  if (kind === 'none') return { contentType: null, body: null, query: '' }
  if (kind === 'json') {
    return { contentType: 'application/json', body: JSON.stringify(fields), query: '' }
  }
  if (kind === 'multipart') {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) {
      if (v instanceof Blob) form.append(k, v, 'upload')
      else for (const item of [v].flat()) form.append(k, text(item))
    }
    return { contentType: null, body: form, query: '' }
  }
  return {
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(pairs).toString(),
    query: '',
  }
}
