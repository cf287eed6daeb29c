import { expect, test } from 'vitest'
import { describeDevice } from './devices.server.ts'

test('a session is named by browser, system and kind of device', () => {
  expect(
    describeDevice(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    ),
  ).toBe('Chrome 120 on Android 14 (phone)')
  expect(
    describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari 17 on iOS 17.1 (phone)')
  expect(
    describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ),
  ).toBe('Microsoft Edge 131 on Windows 10 (computer)')
})

test('an agent no browser has is shown as it is; none at all is an unknown device', () => {
  expect(describeDevice('curl/8.4.0')).toBe('curl/8.4.0')
  expect(describeDevice('')).toBe('Unknown device')
  expect(describeDevice(null)).toBe('Unknown device')
  expect(describeDevice(`okhttp/${'1'.repeat(100)}`)).toHaveLength(58)
})
