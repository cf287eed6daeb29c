import { afterEach, expect, test } from 'vitest'
import { resetEnvCache } from '../platform/env.server.ts'
import { publicUrl } from './public-url.server.ts'

const saved = process.env.APP_URL
afterEach(() => {
  process.env.APP_URL = saved
  resetEnvCache()
})

function withAppUrl(url: string) {
  process.env.APP_URL = url
  resetEnvCache()
}

test('a store opened on another loopback name sends the shopper back to the name they used', () => {
  withAppUrl('http://localhost:3000')
  expect(publicUrl(new Request('http://127.0.0.1:3000/checkout/pay?order=x'))).toBe(
    'http://127.0.0.1:3000',
  )
  expect(publicUrl(new Request('http://[::1]:3000/checkout/pay'))).toBe('http://[::1]:3000')
  expect(publicUrl(new Request('http://localhost:3000/checkout/pay'))).toBe('http://localhost:3000')
})

test('anywhere else the payment pages go back to APP_URL, whatever the Host header says', () => {
  withAppUrl('https://printstudio.fly.dev')
  expect(publicUrl(new Request('https://evil.test/checkout/pay'))).toBe(
    'https://printstudio.fly.dev',
  )
  expect(publicUrl(new Request('http://127.0.0.1:3000/checkout/pay'))).toBe(
    'https://printstudio.fly.dev',
  )
  // A loopback store is not a licence for another host or port.
  withAppUrl('http://localhost:3000')
  expect(publicUrl(new Request('http://evil.test:3000/x'))).toBe('http://localhost:3000')
  expect(publicUrl(new Request('http://127.0.0.1:4000/x'))).toBe('http://localhost:3000')
})
