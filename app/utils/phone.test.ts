import { describe, expect, test } from 'vitest'
import { normalizePhone, PHONE_MESSAGES, phoneDigits, phoneError } from './phone.ts'

describe('normalizePhone', () => {
  test.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['(+91) 987-654-3210', '9876543210'],
    ['91-6000000000', '6000000000'],
    ['  7012345678 ', '7012345678'],
    // The last ten digits count, whatever stands before them (spec section 5).
    ['+1 98765 43210', '9876543210'],
    ['55 98765 43210', '9876543210'],
  ])('%s is %s', (input, phone) => {
    expect(normalizePhone(input)).toBe(phone)
    expect(phoneError(input)).toBeNull()
  })

  test.each([
    ['98765 4321', PHONE_MESSAGES.length],
    ['', PHONE_MESSAGES.length],
    ['not a phone', PHONE_MESSAGES.length],
    ['9'.repeat(50), PHONE_MESSAGES.length],
    ['2212345678', PHONE_MESSAGES.mobile],
    ['022 2345 6789', PHONE_MESSAGES.mobile],
    ['5876543210', PHONE_MESSAGES.mobile],
    ['+1 415 555 0100', PHONE_MESSAGES.mobile],
  ])('%s is refused: %s', (input, message) => {
    expect(normalizePhone(input)).toBeNull()
    expect(phoneError(input)).toBe(message)
  })
})

describe('phoneDigits', () => {
  test('keeps the last ten digits of any number, mobile or not', () => {
    expect(phoneDigits('+44 20 7946 0958')).toBe('2079460958')
    expect(phoneDigits('12345')).toBeNull()
  })
})
