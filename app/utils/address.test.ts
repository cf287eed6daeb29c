import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import {
  ADDRESS_MESSAGES,
  addressSchema,
  formatAddress,
  INDIAN_STATES,
  UNION_TERRITORIES,
} from './address.ts'
import { PHONE_MESSAGES } from './phone.ts'

const valid = {
  name: 'Priya Sharma',
  phone: '98765 43210',
  line1: '12 MG Road',
  line2: 'Flat 4B',
  landmark: 'Near City Mall',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
}

function errors(input: Record<string, unknown>) {
  const result = addressSchema.safeParse(input)
  return result.success ? {} : result.error.flatten().fieldErrors
}

function form(entries: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(entries)) formData.append(name, value)
  return formData
}

describe('INDIAN_STATES', () => {
  test('has the 28 states and 8 union territories, sorted, each once', () => {
    expect(INDIAN_STATES).toHaveLength(36)
    expect(new Set(INDIAN_STATES).size).toBe(36)
    expect([...INDIAN_STATES]).toEqual([...INDIAN_STATES].sort((a, b) => a.localeCompare(b, 'en')))
    expect(UNION_TERRITORIES).toHaveLength(8)
    expect(INDIAN_STATES.filter((s) => !UNION_TERRITORIES.includes(s))).toHaveLength(28)
  })

  test('uses the official names', () => {
    // The union territories' names are typed as states, so the list itself checks them.
    for (const name of [...UNION_TERRITORIES, 'Odisha', 'Telangana', 'Uttarakhand']) {
      expect(INDIAN_STATES).toContain(name)
    }
    for (const old of ['Orissa', 'Pondicherry', 'Uttaranchal', 'Daman and Diu', 'NCT of Delhi']) {
      expect(INDIAN_STATES).not.toContain(old)
    }
  })
})

describe('addressSchema', () => {
  test('accepts a full address and normalises it', () => {
    expect(addressSchema.parse({ ...valid, name: '  Priya Sharma ', isDefault: 'on' })).toEqual({
      ...valid,
      phone: '9876543210',
      isDefault: true,
    })
  })

  test('line 2 and landmark are optional and become empty strings', () => {
    const { line2: _l, landmark: _m, ...required } = valid
    expect(addressSchema.parse(required)).toMatchObject({
      line2: '',
      landmark: '',
      isDefault: false,
    })
    expect(addressSchema.parse({ ...valid, line2: '   ' }).line2).toBe('')
  })

  test('an empty form reports every required field with its own message', () => {
    // The city and state may be left empty: the server fills them from the PIN code (decision 051).
    expect(errors({})).toEqual({
      name: [ADDRESS_MESSAGES.nameRequired],
      phone: ['Enter a 10-digit mobile number'],
      line1: ['Enter the house number and street'],
      pinCode: ['Enter a 6-digit PIN code'],
    })
  })

  test('blank (spaces only) text fields count as missing; a blank city is left to the PIN code', () => {
    expect(errors({ ...valid, name: '   ', line1: '  ', city: ' ' })).toEqual({
      name: [ADDRESS_MESSAGES.nameRequired],
      line1: ['Enter the house number and street'],
    })
    expect(addressSchema.parse({ ...valid, city: ' ', state: '' })).toMatchObject({
      city: '',
      state: '',
    })
  })

  test('name is 2 to 80 characters', () => {
    expect(errors({ ...valid, name: 'P' })).toEqual({
      name: ['Name must be at least 2 characters'],
    })
    expect(errors({ ...valid, name: 'Pa' })).toEqual({})
    expect(errors({ ...valid, name: 'a'.repeat(80) })).toEqual({})
    expect(errors({ ...valid, name: 'a'.repeat(81) })).toEqual({
      name: ['Name must be at most 80 characters'],
    })
  })

  test('line 1 is 3 to 120 characters', () => {
    expect(errors({ ...valid, line1: '12' })).toEqual({
      line1: ['Enter the house number and street'],
    })
    expect(errors({ ...valid, line1: '12A' })).toEqual({})
    expect(errors({ ...valid, line1: 'a'.repeat(121) })).toEqual({
      line1: ['House number and street must be at most 120 characters'],
    })
  })

  test('line 2 is at most 120 and landmark at most 80 characters', () => {
    expect(errors({ ...valid, line2: 'a'.repeat(120), landmark: 'a'.repeat(80) })).toEqual({})
    expect(errors({ ...valid, line2: 'a'.repeat(121), landmark: 'a'.repeat(81) })).toEqual({
      line2: ['Address line 2 must be at most 120 characters'],
      landmark: ['Landmark must be at most 80 characters'],
    })
  })

  test('city is 2 to 60 characters', () => {
    expect(errors({ ...valid, city: 'B' })).toEqual({
      city: ['City must be at least 2 characters'],
    })
    expect(errors({ ...valid, city: 'a'.repeat(61) })).toEqual({
      city: ['City must be at most 60 characters'],
    })
  })

  test('state is one of the list, exactly', () => {
    expect(errors({ ...valid, state: 'Tamil Nadu' })).toEqual({})
    expect(errors({ ...valid, state: ' Delhi ' })).toEqual({})
    for (const state of ['karnataka', 'Orissa', 'Texas']) {
      expect(errors({ ...valid, state })).toEqual({ state: ['Choose a state or union territory'] })
    }
  })

  test.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['6000000000', '6000000000'],
    // Only the last ten digits count (spec section 5), whatever stands before them.
    ['+1 9876543210', '9876543210'],
    ['129876543210', '9876543210'],
    ['98765432101', '8765432101'],
  ])('phone %s is kept as its last 10 digits %s', (phone, expected) => {
    expect(addressSchema.parse({ ...valid, phone }).phone).toBe(expected)
  })

  test.each(['', '987654321', '98765 4321O', '+91'])('phone %j is refused', (phone) => {
    expect(errors({ ...valid, phone })).toEqual({ phone: ['Enter a 10-digit mobile number'] })
  })

  test.each(['5876543210', '0123456789'])('phone %j is not an Indian mobile number', (phone) => {
    expect(errors({ ...valid, phone })).toEqual({ phone: [PHONE_MESSAGES.mobile] })
  })

  test.each(['560001', '110 001', ' 400050 '])('PIN code %j is accepted', (pinCode) => {
    expect(addressSchema.parse({ ...valid, pinCode }).pinCode).toMatch(/^[1-9][0-9]{5}$/)
  })

  test.each(['', '56000', '5600011', '060001', 'ABCDEF', '56-0001'])(
    'PIN code %j is refused',
    (pinCode) => {
      expect(errors({ ...valid, pinCode })).toEqual({ pinCode: ['Enter a 6-digit PIN code'] })
    },
  )

  test('isDefault: a ticked checkbox or true is true, anything else false', () => {
    const isDefault = (value: unknown) =>
      addressSchema.parse({ ...valid, isDefault: value }).isDefault
    expect(isDefault('on')).toBe(true)
    expect(isDefault(true)).toBe(true)
    expect(isDefault(undefined)).toBe(false)
    expect(isDefault(false)).toBe(false)
    expect(isDefault('')).toBe(false)
    expect(isDefault('off')).toBe(false)
  })

  test('parsing its own output gives the same values (the server validates again)', () => {
    const once = addressSchema.parse({ ...valid, phone: '+91 98765-43210', isDefault: 'on' })
    expect(addressSchema.parse(once)).toEqual(once)
  })

  test('works through conform as a posted form, with and without the checkbox', () => {
    const ticked = parseWithZod(form({ ...valid, line2: '', isDefault: 'on' }), {
      schema: addressSchema,
    })
    expect(ticked.status === 'success' && ticked.value).toEqual({
      ...valid,
      line2: '',
      phone: '9876543210',
      isDefault: true,
    })
    const plain = parseWithZod(form(valid), { schema: addressSchema })
    expect(plain.status === 'success' && plain.value.isDefault).toBe(false)

    const empty = parseWithZod(
      form({ name: '', phone: '', line1: '', city: '', state: '', pinCode: '' }),
      { schema: addressSchema },
    )
    expect(empty.status === 'error' && empty.error).toEqual({
      name: [ADDRESS_MESSAGES.nameRequired],
      phone: ['Enter a 10-digit mobile number'],
      line1: ['Enter the house number and street'],
      pinCode: ['Enter a 6-digit PIN code'],
    })
  })

  test('every message is clear: no generic zod text for a crafted post', () => {
    const crafted = errors({
      name: ['a', 'b'],
      phone: 9876543210,
      line1: {},
      line2: 5,
      landmark: [],
      city: null,
      state: 7,
      pinCode: 560001,
      isDefault: { yes: 1 },
    })
    expect(Object.keys(crafted).sort()).toEqual(
      ['city', 'landmark', 'line1', 'line2', 'name', 'phone', 'pinCode', 'state'].sort(),
    )
    expect(crafted.line2).toEqual(['Enter address line 2 as text'])
    expect(crafted.landmark).toEqual(['Enter the landmark as text'])
    for (const list of Object.values(crafted)) {
      for (const message of list ?? []) expect(message).not.toMatch(/expected|received|invalid/i)
    }
  })
})

describe('formatAddress', () => {
  test('joins the parts on one line', () => {
    expect(formatAddress(valid)).toBe(
      '12 MG Road, Flat 4B, Near City Mall, Bengaluru, Karnataka 560001',
    )
  })

  test('skips empty optional parts and trims', () => {
    expect(formatAddress({ ...valid, line1: ' 12 MG Road ', line2: '', landmark: null })).toBe(
      '12 MG Road, Bengaluru, Karnataka 560001',
    )
    expect(formatAddress({ ...valid, line2: undefined, landmark: '  ' })).toBe(
      '12 MG Road, Bengaluru, Karnataka 560001',
    )
  })
})
