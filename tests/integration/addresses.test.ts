import { describe, expect, test } from 'vitest'
import { ZodError } from 'zod'
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '#app/server/accounts/addresses.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import type { AddressInput } from '#app/utils/address.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

let userCount = 0

async function makeUser() {
  userCount += 1
  const user = await prisma.user.create({
    data: { email: `address-${userCount}-${Date.now()}@example.com`, firstName: 'Asha' },
  })
  return user.id
}

function input(label: string, extra: Partial<AddressInput> = {}): AddressInput {
  return {
    name: `Asha ${label}`,
    phone: '+91 98765-43210',
    line1: `${label} MG Road`,
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560 001',
    ...extra,
  }
}

/** Creates addresses with createdAt one minute apart, oldest first, so "newest" is unambiguous. */
async function makeAddresses(userId: string, labels: string[]) {
  const ids: string[] = []
  for (const [index, label] of labels.entries()) {
    const { id } = await createAddress(userId, input(label))
    await prisma.address.update({
      where: { id },
      data: { createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) },
    })
    ids.push(id)
  }
  return ids
}

async function defaultsOf(userId: string) {
  const rows = await prisma.address.findMany({ where: { userId, isDefault: true } })
  return rows.map((row) => row.id)
}

function snapshot(userId: string) {
  return prisma.address.findMany({ where: { userId }, orderBy: { id: 'asc' } })
}

describe('createAddress', () => {
  test("the user's first address becomes the default, later ones do not", async () => {
    const userId = await makeUser()
    const first = await createAddress(userId, input('first'))
    const second = await createAddress(userId, input('second'))
    expect(first.isDefault).toBe(true)
    expect(second.isDefault).toBe(false)
    expect(await defaultsOf(userId)).toEqual([first.id])
  })

  test('the first address is the default even when not asked for', async () => {
    const userId = await makeUser()
    const first = await createAddress(userId, input('first', { isDefault: false }))
    expect(first.isDefault).toBe(true)
  })

  test('stores the normalised values', async () => {
    const userId = await makeUser()
    const address = await createAddress(
      userId,
      input('x', { name: '  Asha Rao ', line2: ' Flat 2 ', landmark: '' }),
    )
    expect(address).toMatchObject({
      userId,
      name: 'Asha Rao',
      phone: '9876543210',
      line1: 'x MG Road',
      line2: 'Flat 2',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560001',
    })
  })

  test('isDefault moves the default to the new address in one step', async () => {
    const userId = await makeUser()
    const [first] = await makeAddresses(userId, ['first', 'second'])
    expect(await defaultsOf(userId)).toEqual([first])
    const third = await createAddress(userId, input('third', { isDefault: 'on' }))
    expect(third.isDefault).toBe(true)
    expect(await defaultsOf(userId)).toEqual([third.id])
  })

  test('refuses invalid input with the form messages and writes nothing', async () => {
    const userId = await makeUser()
    const error = await createAddress(
      userId,
      input('x', { phone: '12345', pinCode: '012345', state: 'Texas', line1: 'ab' }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ZodError)
    expect((error as ZodError).flatten().fieldErrors).toEqual({
      phone: ['Enter a 10-digit mobile number'],
      line1: ['Enter the house number and street'],
      state: ['Choose a state or union territory'],
      pinCode: ['Enter a 6-digit PIN code'],
    })
    expect(await prisma.address.count({ where: { userId } })).toBe(0)
  })

  test('refuses a user that does not exist', async () => {
    await expect(createAddress('no-such-user', input('x'))).rejects.toThrow(/No user/)
    expect(await prisma.address.count({ where: { userId: 'no-such-user' } })).toBe(0)
  })
})

describe('listAddresses and getAddress', () => {
  test('lists the default first, then the newest', async () => {
    const userId = await makeUser()
    const [a, b, c] = await makeAddresses(userId, ['a', 'b', 'c'])
    expect((await listAddresses(userId)).map((row) => row.id)).toEqual([a, c, b])
    await setDefaultAddress(userId, b!)
    expect((await listAddresses(userId)).map((row) => row.id)).toEqual([b, c, a])
  })

  test("lists only the user's own addresses", async () => {
    const [mine, theirs] = [await makeUser(), await makeUser()]
    await makeAddresses(mine, ['m1', 'm2'])
    await makeAddresses(theirs, ['t1'])
    const rows = await listAddresses(mine)
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.userId === mine)).toBe(true)
    expect(await listAddresses(await makeUser())).toEqual([])
  })

  test("gets the user's own address, and null for another user's or an unknown id", async () => {
    const [mine, theirs] = [await makeUser(), await makeUser()]
    const [own] = await makeAddresses(mine, ['m'])
    const [other] = await makeAddresses(theirs, ['t'])
    expect(await getAddress(mine, own!)).toMatchObject({ id: own, userId: mine })
    expect(await getAddress(mine, other!)).toBeNull()
    expect(await getAddress(mine, 'no-such-address')).toBeNull()
    expect(await getAddress(mine, '')).toBeNull()
  })
})

describe('setDefaultAddress', () => {
  test('moves the default: exactly one remains', async () => {
    const userId = await makeUser()
    const [a, b, c] = await makeAddresses(userId, ['a', 'b', 'c'])
    expect(await setDefaultAddress(userId, b!)).toBe(true)
    expect(await defaultsOf(userId)).toEqual([b])
    expect(await setDefaultAddress(userId, c!)).toBe(true)
    expect(await defaultsOf(userId)).toEqual([c])
    expect(await setDefaultAddress(userId, c!)).toBe(true)
    expect(await defaultsOf(userId)).toEqual([c])
    expect(await setDefaultAddress(userId, a!)).toBe(true)
    expect(await defaultsOf(userId)).toEqual([a])
  })

  test("another user's address: false, and nothing changes for either user", async () => {
    const [mine, theirs] = [await makeUser(), await makeUser()]
    await makeAddresses(mine, ['m1', 'm2'])
    const [, other] = await makeAddresses(theirs, ['t1', 't2'])
    const before = [await snapshot(mine), await snapshot(theirs)]
    expect(await setDefaultAddress(mine, other!)).toBe(false)
    expect(await setDefaultAddress(mine, 'no-such-address')).toBe(false)
    expect([await snapshot(mine), await snapshot(theirs)]).toEqual(before)
  })

  test('10 concurrent calls on different addresses leave exactly one default', async () => {
    const userId = await makeUser()
    const ids = await makeAddresses(
      userId,
      Array.from({ length: 10 }, (_, i) => `a${i}`),
    )
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(ids.map((id) => setDefaultAddress(userId, id)))
      expect(results).toEqual(ids.map(() => true))
      const defaults = await defaultsOf(userId)
      expect(defaults).toHaveLength(1)
      expect(ids).toContain(defaults[0])
    }
  })

  test('concurrent changes for two users do not touch each other', async () => {
    const [one, two] = [await makeUser(), await makeUser()]
    const oneIds = await makeAddresses(one, ['a', 'b', 'c', 'd', 'e'])
    const twoIds = await makeAddresses(two, ['a', 'b', 'c', 'd', 'e'])
    await Promise.all([
      ...oneIds.map((id) => setDefaultAddress(one, id)),
      ...twoIds.map((id) => setDefaultAddress(two, id)),
      ...twoIds.map((id) => setDefaultAddress(one, id)),
    ])
    expect(oneIds).toContain((await defaultsOf(one))[0])
    expect(twoIds).toContain((await defaultsOf(two))[0])
    expect(await defaultsOf(one)).toHaveLength(1)
    expect(await defaultsOf(two)).toHaveLength(1)
  })
})

describe('updateAddress', () => {
  test('saves the new values, normalised', async () => {
    const userId = await makeUser()
    const [id] = await makeAddresses(userId, ['a'])
    const updated = await updateAddress(
      userId,
      id!,
      input('b', { phone: '0 70000 12345', state: 'Delhi', city: 'New Delhi', pinCode: '110001' }),
    )
    expect(updated).toMatchObject({
      id,
      line1: 'b MG Road',
      phone: '7000012345',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110001',
      isDefault: true,
    })
    expect(await getAddress(userId, id!)).toEqual(updated)
  })

  test('isDefault makes it the default; unticked it keeps the current default', async () => {
    const userId = await makeUser()
    const [a, b] = await makeAddresses(userId, ['a', 'b'])
    await updateAddress(userId, b!, input('b', { isDefault: 'on' }))
    expect(await defaultsOf(userId)).toEqual([b])
    // Unticking on the default does not leave the user without one.
    const kept = await updateAddress(userId, b!, input('b2', { isDefault: undefined }))
    expect(kept?.isDefault).toBe(true)
    expect(await defaultsOf(userId)).toEqual([b])
    const other = await updateAddress(userId, a!, input('a2'))
    expect(other?.isDefault).toBe(false)
    expect(await defaultsOf(userId)).toEqual([b])
  })

  test("another user's address: null, and nothing changes", async () => {
    const [mine, theirs] = [await makeUser(), await makeUser()]
    await makeAddresses(mine, ['m'])
    const [other] = await makeAddresses(theirs, ['t1', 't2'])
    const before = [await snapshot(mine), await snapshot(theirs)]
    expect(await updateAddress(mine, other!, input('hijack', { isDefault: 'on' }))).toBeNull()
    expect(await updateAddress(mine, 'no-such-address', input('x'))).toBeNull()
    expect([await snapshot(mine), await snapshot(theirs)]).toEqual(before)
  })

  test('refuses invalid input with the form messages and changes nothing', async () => {
    const userId = await makeUser()
    const [id] = await makeAddresses(userId, ['a'])
    const before = await snapshot(userId)
    await expect(updateAddress(userId, id!, input('a', { name: 'A', city: 'B' }))).rejects.toThrow(
      ZodError,
    )
    const error = await updateAddress(userId, id!, input('a', { name: 'A', city: 'B' })).catch(
      (e: ZodError) => e,
    )
    expect((error as ZodError).flatten().fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      city: ['City must be at least 2 characters'],
    })
    expect(await snapshot(userId)).toEqual(before)
  })
})

describe('deleteAddress', () => {
  test('deleting another address keeps the default', async () => {
    const userId = await makeUser()
    const [a, b] = await makeAddresses(userId, ['a', 'b'])
    expect(await deleteAddress(userId, b!)).toBe(true)
    expect(await getAddress(userId, b!)).toBeNull()
    expect(await defaultsOf(userId)).toEqual([a])
  })

  test('deleting the default promotes the newest remaining address', async () => {
    const userId = await makeUser()
    const [a, b, c, d] = await makeAddresses(userId, ['a', 'b', 'c', 'd'])
    await setDefaultAddress(userId, c!)
    expect(await deleteAddress(userId, c!)).toBe(true)
    expect(await defaultsOf(userId)).toEqual([d])
    expect(await deleteAddress(userId, d!)).toBe(true)
    expect(await defaultsOf(userId)).toEqual([b])
    expect(await deleteAddress(userId, b!)).toBe(true)
    expect(await defaultsOf(userId)).toEqual([a])
  })

  test('deleting the last address leaves none, and the next one is the default again', async () => {
    const userId = await makeUser()
    const [a] = await makeAddresses(userId, ['a'])
    expect(await deleteAddress(userId, a!)).toBe(true)
    expect(await listAddresses(userId)).toEqual([])
    expect((await createAddress(userId, input('b'))).isDefault).toBe(true)
  })

  test("another user's address: false, and nothing changes", async () => {
    const [mine, theirs] = [await makeUser(), await makeUser()]
    await makeAddresses(mine, ['m'])
    const [other] = await makeAddresses(theirs, ['t'])
    const before = [await snapshot(mine), await snapshot(theirs)]
    expect(await deleteAddress(mine, other!)).toBe(false)
    expect(await deleteAddress(mine, 'no-such-address')).toBe(false)
    expect(await deleteAddress('no-such-user', other!)).toBe(false)
    expect([await snapshot(mine), await snapshot(theirs)]).toEqual(before)
  })

  test('deleting twice: the second call is false', async () => {
    const userId = await makeUser()
    const [a] = await makeAddresses(userId, ['a', 'b'])
    const results = await Promise.all([deleteAddress(userId, a!), deleteAddress(userId, a!)])
    expect(results.sort()).toEqual([false, true])
    expect(await defaultsOf(userId)).toHaveLength(1)
  })
})

describe('the one-default invariant', () => {
  test('the database index refuses a second default (the tests above mean something)', async () => {
    const userId = await makeUser()
    const [a, b] = await makeAddresses(userId, ['a', 'b'])
    expect(await defaultsOf(userId)).toEqual([a])
    await expect(
      prisma.address.update({ where: { id: b! }, data: { isDefault: true } }),
    ).rejects.toThrow()
  })

  test('concurrent first addresses: exactly one becomes the default', async () => {
    const userId = await makeUser()
    const rows = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createAddress(userId, input(`c${i}`))),
    )
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1)
    expect(await defaultsOf(userId)).toHaveLength(1)
  })

  test('concurrent creates, default changes, edits and deletes keep exactly one', async () => {
    const userId = await makeUser()
    const ids = await makeAddresses(userId, ['a', 'b', 'c', 'd', 'e', 'f'])
    await Promise.all([
      deleteAddress(userId, ids[0]!),
      setDefaultAddress(userId, ids[1]!),
      createAddress(userId, input('g', { isDefault: 'on' })),
      updateAddress(userId, ids[2]!, input('c', { isDefault: 'on' })),
      deleteAddress(userId, ids[1]!),
      setDefaultAddress(userId, ids[3]!),
      createAddress(userId, input('h', { isDefault: true })),
      deleteAddress(userId, ids[3]!),
      setDefaultAddress(userId, ids[4]!),
      createAddress(userId, input('i')),
    ])
    expect(await prisma.address.count({ where: { userId } })).toBe(6)
    expect(await defaultsOf(userId)).toHaveLength(1)
  })
})

describe('PIN codes from India Post (issue 25)', () => {
  test('a PIN code that does not exist is refused on the PIN field and nothing is saved', async () => {
    const userId = await makeUser()
    const error = await createAddress(userId, input('x', { pinCode: '123456' })).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: {
        pinCode: ["PIN code 123456 does not exist in India Post's directory. Check the 6 digits."],
      },
    })
    expect(await prisma.address.count({ where: { userId } })).toBe(0)
  })

  test("a state that is not the PIN code's is a clear error on the state", async () => {
    const userId = await makeUser()
    const error = await createAddress(
      userId,
      input('x', { pinCode: '560001', state: 'Kerala' }),
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: {
        state: [
          'PIN code 560001 is in Karnataka, not Kerala. Check the PIN code or choose Karnataka.',
        ],
      },
    })
    expect(await prisma.address.count({ where: { userId } })).toBe(0)
  })

  test('an empty city and state are filled from the PIN code; a typed city is kept', async () => {
    const userId = await makeUser()
    const filled = await createAddress(
      userId,
      input('x', { pinCode: '400 050', city: '', state: '' }),
    )
    expect(filled).toMatchObject({ pinCode: '400050', city: 'Mumbai', state: 'Maharashtra' })
    const typed = await createAddress(
      userId,
      input('y', { pinCode: '560102', city: 'Bengaluru', state: '' }),
    )
    expect(typed).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' })
  })
})
