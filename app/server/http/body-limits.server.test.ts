import { expect, test } from 'vitest'
import { bodyRule } from './body-limits.server.ts'

const multipart = 'multipart/form-data; boundary=x'

test('the shopper’s file from the proof page and the late file are uploads, not 64 KiB forms', () => {
  const upload = { kind: 'upload', buffered: false }
  expect(bodyRule('POST', '/proof/item.1.2.sig', multipart)).toMatchObject(upload)
  expect(bodyRule('POST', '/account/orders/o1/items/i1/artwork', multipart)).toMatchObject(upload)
  expect(bodyRule('POST', '/account/orders/o1/items/i1/artwork.data', multipart)).toMatchObject(
    upload,
  )
  // Approve and Ask for a change are small plain forms.
  expect(
    bodyRule('POST', '/proof/item.1.2.sig', 'application/x-www-form-urlencoded'),
  ).toMatchObject({ kind: 'form' })
})
