import { describe, expect, test } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import {
  action as listAction,
  loader as listLoader,
} from '#app/routes/account.addresses._index.tsx'
import { action as newAction } from '#app/routes/account.addresses.new.tsx'
import {
  action as editAction,
  loader as editLoader,
} from '#app/routes/account.addresses.$addressId.edit.tsx'
import { action as apiAction, loader as apiLoader } from '#app/routes/api.addresses.$id.ts'
import { ADDRESS_MESSAGES } from '#app/utils/address.ts'
import { callRoute } from '#tests/setup/route.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

let n = 0
async function signedInUser() {
  const user = await prisma.user.create({
    data: { email: `addr${n++}@example.com`, firstName: 'Ravi', lastName: 'Kumar' },
  })
  const { token, setCookie } = await createSession(user.id)
  return { user, token, cookie: setCookie.split(';')[0]! }
}

const ADDRESS = {
  name: 'Ravi Kumar',
  phone: '+91 98450 12345',
  line1: '221, 5th Main, HSR Layout',
  line2: 'Sector 2',
  landmark: 'Opposite BDA complex',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560 102',
}

describe('saved addresses pages', () => {
  test('add, edit, set default and delete, with exactly one default throughout', async () => {
    const { user, cookie } = await signedInUser()
    const headers = { Cookie: cookie }
    const first = await callRoute(newAction, '/account/addresses/new', { form: ADDRESS, headers })
    expect(first.status).toBe(303)
    expect(first.headers.get('Location')).toBe('/account/addresses?notice=added')
    await callRoute(newAction, '/account/addresses/new', {
      form: { ...ADDRESS, name: 'Office', line1: '3rd Floor, Prestige Tower' },
      headers,
    })
    const list = await callRoute(listLoader, '/account/addresses', { headers })
    const addresses = (
      list.data as {
        addresses: Array<{ id: string; name: string; isDefault: boolean; phone: string }>
      }
    ).addresses
    expect(addresses.map((a) => [a.name, a.isDefault])).toEqual([
      ['Ravi Kumar', true],
      ['Office', false],
    ])
    expect(addresses[0]!.phone).toBe('9845012345')

    const office = addresses[1]!
    const edited = await callRoute(editAction, `/account/addresses/${office.id}/edit`, {
      params: { addressId: office.id },
      form: { ...ADDRESS, name: 'Office (reception)', line1: '3rd Floor, Prestige Tower' },
      headers,
    })
    expect(edited.status).toBe(303)
    await callRoute(listAction, '/account/addresses', {
      form: { intent: 'set-default', addressId: office.id },
      headers,
    })
    const defaults = await prisma.address.findMany({ where: { userId: user.id, isDefault: true } })
    expect(defaults.map((a) => a.name)).toEqual(['Office (reception)'])

    const deleted = await callRoute(listAction, '/account/addresses', {
      form: { intent: 'delete', addressId: office.id },
      headers,
    })
    expect(deleted.status).toBe(303)
    const left = await prisma.address.findMany({ where: { userId: user.id } })
    expect(left.map((a) => [a.name, a.isDefault])).toEqual([['Ravi Kumar', true]])
  })

  test('invalid fields come back with their messages and nothing is saved', async () => {
    const { user, cookie } = await signedInUser()
    const result = await callRoute(newAction, '/account/addresses/new', {
      form: { ...ADDRESS, phone: '12345', pinCode: '0123', state: 'Atlantis' },
      headers: { Cookie: cookie },
    })
    expect(result.status).toBe(400)
    const errors = (result.data as { error: Record<string, string[]> }).error
    expect(errors.phone).toEqual([ADDRESS_MESSAGES.phone])
    expect(errors.pinCode).toEqual([ADDRESS_MESSAGES.pinCode])
    expect(errors.state).toEqual([ADDRESS_MESSAGES.state])
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0)
  })

  test("another user's address is a 404 everywhere and stays unchanged", async () => {
    const owner = await signedInUser()
    const intruder = await signedInUser()
    const address = await prisma.address.create({
      data: {
        ...ADDRESS,
        phone: '9845012345',
        pinCode: '560102',
        userId: owner.user.id,
        isDefault: true,
      },
    })
    const headers = { Cookie: intruder.cookie }
    const params = { addressId: address.id }
    const url = `/account/addresses/${address.id}/edit`
    expect((await callRoute(editLoader, url, { params, headers })).status).toBe(404)
    expect(
      (await callRoute(editAction, url, { params, headers, form: { ...ADDRESS, name: 'Hacked' } }))
        .status,
    ).toBe(404)
    expect((await callRoute(editAction, url, { params, headers, form: { name: '' } })).status).toBe(
      404,
    )
    for (const intent of ['delete', 'set-default']) {
      const result = await callRoute(listAction, '/account/addresses', {
        form: { intent, addressId: address.id },
        headers,
      })
      expect(result.status).toBe(404)
    }
    const api = (method: string) =>
      (method === 'GET' ? apiLoader : apiAction)({
        request: new Request(`http://localhost/api/addresses/${address.id}`, {
          method,
          headers: {
            Authorization: `Bearer ${intruder.token}`,
            'Content-Type': 'application/json',
          },
          body: method === 'PUT' ? JSON.stringify(ADDRESS) : undefined,
        }),
        params: { id: address.id },
        context: {},
      })
    for (const method of ['GET', 'PUT', 'DELETE']) expect((await api(method)).status).toBe(404)
    const after = await prisma.address.findUniqueOrThrow({ where: { id: address.id } })
    expect(after.name).toBe('Ravi Kumar')
  })

  test('signed-out visitors are sent to sign in', async () => {
    const result = await callRoute(listLoader, '/account/addresses')
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/login?returnUrl=%2Faccount%2Faddresses')
  })
})

describe('PIN codes on the address form (issue 25)', () => {
  test('without JavaScript an empty city and state come back filled from the PIN code, then save', async () => {
    const { user, cookie } = await signedInUser()
    const headers = { Cookie: cookie }
    const form = { ...ADDRESS, city: '', state: '', pinCode: '110017' }
    const first = await callRoute(newAction, '/account/addresses/new', { form, headers })
    expect(first.status).toBe(400)
    const reply = first.data as {
      error: Record<string, string[]>
      initialValue: Record<string, string>
    }
    expect(reply.error['']).toEqual([
      'We filled in the city and state from PIN code 110017. Check them and save again.',
    ])
    expect(reply.initialValue).toMatchObject({
      city: 'South Delhi',
      state: 'Delhi',
      pinCode: '110017',
    })
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0)
    const again = await callRoute(newAction, '/account/addresses/new', {
      form: { ...form, city: 'New Delhi', state: 'Delhi' },
      headers,
    })
    expect(again.status).toBe(303)
    expect(await prisma.address.findFirst({ where: { userId: user.id } })).toMatchObject({
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110017',
    })
  })

  test('a made-up PIN code and a contradicting state are refused with their messages', async () => {
    const { user, cookie } = await signedInUser()
    const headers = { Cookie: cookie }
    const unknown = await callRoute(newAction, '/account/addresses/new', {
      form: { ...ADDRESS, pinCode: '999999' },
      headers,
    })
    expect(unknown.status).toBe(400)
    expect((unknown.data as { error: Record<string, string[]> }).error.pinCode).toEqual([
      "PIN code 999999 does not exist in India Post's directory. Check the 6 digits.",
    ])
    const wrong = await callRoute(newAction, '/account/addresses/new', {
      form: { ...ADDRESS, state: 'Goa' },
      headers,
    })
    expect(wrong.status).toBe(400)
    expect((wrong.data as { error: Record<string, string[]> }).error.state).toEqual([
      'PIN code 560102 is in Karnataka, not Goa. Check the PIN code or choose Karnataka.',
    ])
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0)
  })
})
