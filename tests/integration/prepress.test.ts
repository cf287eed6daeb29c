/**
 * Prepress (decision 048): a person checks every paid item and the shopper approves the proof
 * through a signed link (email and SMS), once; production and the print ZIP wait for approval;
 * one reminder after 24 hours; "Print as it is" skips the shopper's wait, not the check.
 */
import { unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { action as zipAction } from '#app/routes/admin.orders.print-files[.zip].ts'
import { loader as orderPageLoader } from '#app/routes/account.orders.$orderId.tsx'
import { loader as prepressLoader } from '#app/routes/admin.prepress.$orderId/route.tsx'
import { loader as queueLoader } from '#app/routes/admin.prepress._index.tsx'
import { loader as proofLoader } from '#app/routes/proof.$token.tsx'
import { action as artworkAction } from '#app/routes/account.orders.$orderId_.items.$itemId.artwork.tsx'
import { loader as proofPdfLoader } from '#app/routes/proof.$token_.pdf.ts'
import { proofReminderJob, runQueuedJobs } from '#app/server/jobs.server.ts'
import { moveOrder } from '#app/server/orders/fulfilment.server.ts'
import { proofToken } from '#app/server/orders/proof-link.server.ts'
import { dispatchDayOf, dispatchDeadline } from '#app/server/orders/tracking.server.ts'
import { holidaySet } from '#app/server/delivery/holidays.server.ts'
import { formatCalendarDay } from '#app/utils/dates.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { PREPRESS_MESSAGES } from '#app/utils/prepress.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { withArtwork } from '#tests/setup/artwork.ts'
import { callRoute } from '#tests/setup/route.ts'
import {
  answerProof,
  askAndReadLink,
  messagesTo,
  passAndReadLink,
  staffMove,
} from '#tests/setup/prepress.ts'
import { adminCookie, paidOrder, useRazorpayStandIn } from '#tests/setup/shopper.ts'

setupTestDatabase()
useRazorpayStandIn()

const DAY = 24 * 60 * 60 * 1000

const item = (id: string) => prisma.orderItem.findUniqueOrThrow({ where: { id } })

describe('a paid order enters prepress', () => {
  test('items start "being checked"; production and the print ZIP wait until every item is approved', async () => {
    const { order, item: it, cookie } = await paidOrder()
    expect(it.prepressStatus).toBe('CHECKING')
    const admin = await adminCookie()

    const queue = await callRoute(queueLoader, '/admin/prepress', { headers: { Cookie: admin } })
    expect(JSON.stringify(queue.data)).toContain(order.number)
    expect(queue.data.counts.counts.CHECKING).toBeGreaterThanOrEqual(1)

    const page = await callRoute(orderPageLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(page.data.order.items[0]!.prepress).toMatchObject({
      label: 'Being checked',
      proofPath: null,
    })

    await expect(
      moveOrder({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: 'staff@test' }),
    ).rejects.toMatchObject({ status: 409, message: PREPRESS_MESSAGES.notApproved })
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PAID')

    const zip = await callRoute(zipAction, '/admin/orders/print-files.zip', {
      form: { intent: 'print-files', orderId: [order.id] },
      headers: { Cookie: admin },
    })
    const files = unzipSync(new Uint8Array(await zip.response!.arrayBuffer()))
    expect(Object.keys(files)).toEqual(['README.txt'])
    expect(new TextDecoder().decode(files['README.txt'])).toContain(
      `${order.number}: in prepress (1 item not approved yet)`,
    )
  })
})

describe('staff pass, the shopper approves through the signed link', () => {
  test('the proof link goes by email and SMS; approving (a plain form post) records it once, with time and who', async () => {
    const { order, item: it, cookie } = await paidOrder()
    const admin = await adminCookie()
    const since = new Date()
    const token = await passAndReadLink(admin, order.id, it.id, order.email)
    const sms = (await messagesTo([order.phone], since)).filter((m) => m.channel === 'SMS')
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toContain(`/proof/${token}`)
    expect((await item(it.id)).prepressStatus).toBe('AWAITING_SHOPPER')

    // The account page links the same proof page while it is the shopper's turn.
    const page = await callRoute(orderPageLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(page.data.order.items[0]!.prepress).toMatchObject({
      label: 'Waiting for your approval',
      proofPath: expect.stringMatching(/^\/proof\//),
    })

    const shown = await callRoute(proofLoader, `/proof/${token}`, { params: { token } })
    expect(shown.status).toBe(200)
    expect(shown.data.proof).toMatchObject({ canAnswer: true, label: 'Waiting for your approval' })
    const pdf = await callRoute(proofPdfLoader, `/proof/${token}/pdf`, { params: { token } })
    expect(pdf.response!.headers.get('Content-Type')).toBe('application/pdf')

    // Two approvals at once (two tabs, a double click): one is recorded.
    const [a, b] = await Promise.all([
      answerProof(token, { intent: 'approve' }),
      answerProof(token, { intent: 'approve' }),
    ])
    expect([a.status, b.status]).toEqual([303, 303])
    const outcomes = [a, b].map((r) => r.headers.get('Location'))
    expect(outcomes.sort()).toEqual([
      `/proof/${token}?done=already-approved`,
      `/proof/${token}?done=approved`,
    ])
    const approved = await item(it.id)
    expect(approved.prepressStatus).toBe('APPROVED')
    expect(approved.approvedBy).toBe(`${order.email} (proof link)`)
    expect(approved.approvedAt).toBeInstanceOf(Date)
    expect(
      await prisma.prepressEvent.count({ where: { orderItemId: it.id, status: 'APPROVED' } }),
    ).toBe(1)
    // A third click says so and changes nothing.
    const again = await answerProof(token, { intent: 'approve' })
    expect(again.headers.get('Location')).toBe(`/proof/${token}?done=already-approved`)

    // Now production may start, and the ZIP holds the file.
    await moveOrder({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: 'staff@test' })
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'IN_PRODUCTION',
    )
    const zip = await callRoute(zipAction, '/admin/orders/print-files.zip', {
      form: { intent: 'print-files', orderId: [order.id] },
      headers: { Cookie: admin },
    })
    const names = Object.keys(unzipSync(new Uint8Array(await zip.response!.arrayBuffer())))
    expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(1)
  })

  test('the database holds one approval even if the code were to try twice', async () => {
    const { item: it } = await paidOrder()
    const line = { orderItemId: it.id, action: 'approved', status: 'APPROVED' as const, actor: 'x' }
    await prisma.prepressEvent.create({ data: line })
    await expect(prisma.prepressEvent.create({ data: line })).rejects.toThrow()
  })

  test('asking for a change (no JavaScript) puts the item back with staff; the message is kept when refused', async () => {
    const { order, item: it } = await paidOrder()
    const admin = await adminCookie()
    const token = await passAndReadLink(admin, order.id, it.id, order.email)

    const empty = await answerProof(token, { intent: 'change', message: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.data).toMatchObject({ error: PREPRESS_MESSAGES.messageNeeded })
    expect((await item(it.id)).prepressStatus).toBe('AWAITING_SHOPPER')

    const asked = await answerProof(token, {
      intent: 'change',
      message: 'Phone should be 98450 12345',
    })
    expect(asked.headers.get('Location')).toBe(`/proof/${token}?done=change-requested`)
    expect((await item(it.id)).prepressStatus).toBe('CHANGES_REQUESTED')
    // Staff see it in the queue as their turn, with the shopper's words in the log.
    const page = await callRoute(prepressLoader, `/admin/prepress/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: admin },
    })
    const state = page.data.prepress.items[it.id]!
    expect(state.staffTurn).toBe(true)
    expect(state.events.map((e) => e.note)).toContain('Phone should be 98450 12345')
    // The old link cannot approve what staff will send next.
    const late = await answerProof(token, { intent: 'approve' })
    expect(late.status).toBe(409)
    expect((await item(it.id)).prepressStatus).toBe('CHANGES_REQUESTED')

    // Staff ask the shopper a question: a new link; the old one is now refused as old (410).
    const since = new Date()
    const ask = await staffMove(admin, order.id, {
      intent: 'ask',
      itemId: it.id,
      seen: 'CHANGES_REQUESTED',
      message: 'Which number: office or mobile?',
    })
    expect(ask.status).toBe(303)
    const mail = (await messagesTo([order.email], since)).find((m) => m.channel === 'EMAIL')!
    expect(mail.text).toContain('Which number: office or mobile?')
    const old = await callRoute(proofLoader, `/proof/${token}`, { params: { token } })
    expect(old.status).toBe(410)
  })
})

describe('the signed link', () => {
  test('a tampered, foreign or expired link is refused (4xx) and changes nothing', async () => {
    const { order, item: it } = await paidOrder()
    const admin = await adminCookie()
    const token = await passAndReadLink(admin, order.id, it.id, order.email)
    const [id, round, expires, signature] = token.split('.')
    const tampered = [
      `${id}.${round}.${Number(expires) + 1}.${signature}`,
      `${id}.${Number(round) + 1}.${expires}.${signature}`,
      `${id}.${round}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      'nonsense',
    ]
    for (const bad of tampered) {
      const posted = await answerProof(bad, { intent: 'approve' })
      expect(posted.status).toBe(404)
    }
    const expired = proofToken(it.id, Number(round), new Date(Date.now() - 40 * DAY))
    expect((await answerProof(expired, { intent: 'approve' })).status).toBe(410)
    expect(
      (await callRoute(proofLoader, `/proof/${expired}`, { params: { token: expired } })).status,
    ).toBe(410)
    expect((await item(it.id)).prepressStatus).toBe('AWAITING_SHOPPER')
  })
})

describe('staff', () => {
  test('a refused action keeps what was typed; a fix must be a PDF; a stale page is told (409)', async () => {
    const { order, item: it } = await paidOrder()
    const admin = await adminCookie()
    const noMessage = await staffMove(admin, order.id, {
      intent: 'ask',
      itemId: it.id,
      seen: 'CHECKING',
      message: '',
    })
    expect(noMessage.status).toBe(400)
    const form = new FormData()
    form.set('intent', 'fix')
    form.set('itemId', it.id)
    form.set('seen', 'CHECKING')
    form.set('note', 'Moved the logo inside the safe area')
    form.set('file', new File(['not a pdf'], 'fix.pdf', { type: 'application/pdf' }))
    const notPdf = await staffMove(admin, order.id, form)
    expect(notPdf.status).toBe(400)
    expect(notPdf.data).toMatchObject({
      error: PREPRESS_MESSAGES.fixNeedsPdf,
      note: 'Moved the logo inside the safe area',
    })
    expect((await item(it.id)).prepressStatus).toBe('CHECKING')

    const stale = await staffMove(admin, order.id, {
      intent: 'pass',
      itemId: it.id,
      seen: 'CHANGES_REQUESTED',
    })
    expect(stale.status).toBe(409)
    expect((await item(it.id)).prepressStatus).toBe('CHECKING')
  })

  test('"Print as it is": staff approval is final, no proof is sent to the shopper', async () => {
    const { order, item: it } = await paidOrder({ printAsIs: true })
    const admin = await adminCookie()
    const since = new Date()
    const passed = await staffMove(admin, order.id, {
      intent: 'pass',
      itemId: it.id,
      seen: 'CHECKING',
    })
    expect(passed.headers.get('Location')).toContain('done=approved')
    const after = await item(it.id)
    expect(after).toMatchObject({ prepressStatus: 'APPROVED' })
    expect(after.approvedBy).toMatch(/@printstudio\.test$/)
    const sent = await messagesTo([order.email, order.phone], since)
    expect(sent.filter((m) => m.text.includes('/proof/'))).toHaveLength(0)
    await moveOrder({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: 'staff@test' })
  })
})

describe('the reminder', () => {
  test('one reminder by email and SMS after 24 hours without an answer, however often the job runs', async () => {
    const { order, item: it } = await paidOrder()
    const admin = await adminCookie()
    const since = new Date()
    await passAndReadLink(admin, order.id, it.id, order.email)
    // Not due yet: the delayed job runs early and sends nothing.
    await runQueuedJobs([proofReminderJob.name], { includeDelayed: true })
    const reminders = async () =>
      (await messagesTo([order.email, order.phone], since)).filter((m) =>
        /still waiting|Reminder/.test(`${m.subject ?? ''} ${m.text}`),
      )
    expect(await reminders()).toHaveLength(0)

    await prisma.orderItem.update({
      where: { id: it.id },
      data: { proofSentAt: new Date(Date.now() - DAY - 60_000) },
    })
    for (let i = 0; i < 2; i++) {
      await proofReminderJob.send({ itemId: it.id, round: 1 }, { singletonKey: `test-${i}` })
      await runQueuedJobs([proofReminderJob.name], { includeDelayed: true })
    }
    const sent = await reminders()
    expect(sent.filter((m) => m.channel === 'EMAIL')).toHaveLength(1)
    expect(sent.filter((m) => m.channel === 'SMS')).toHaveLength(1)
    expect((await item(it.id)).proofRemindedAt).toBeInstanceOf(Date)
  })
})

describe('an item whose file the shopper sends later', () => {
  test('waits for the file: staff cannot approve it until it arrives, then it enters the check', async () => {
    const { order, item: it, cookie } = await paidOrder({ artwork: 'later' })
    expect(it.awaitingArtwork).toBe(true)
    const admin = await adminCookie()

    const page = await callRoute(prepressLoader, `/admin/prepress/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: admin },
    })
    expect(page.data.prepress.items[it.id]).toMatchObject({
      staffTurn: false,
      awaitingArtwork: true,
    })
    for (const form of <Record<string, string>[]>[
      { intent: 'pass', itemId: it.id, seen: 'CHECKING' },
      { intent: 'ask', itemId: it.id, seen: 'CHECKING', message: 'Where is the file?' },
    ]) {
      const refused = await staffMove(admin, order.id, form)
      expect(refused.status).toBe(409)
      expect(refused.data).toMatchObject({ error: PREPRESS_MESSAGES.waitingForFile })
    }
    expect(await item(it.id)).toMatchObject({ prepressStatus: 'CHECKING', approvedAt: null })
    const mine = await callRoute(orderPageLoader, `/account/orders/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: cookie },
    })
    expect(mine.data.order.items[0]!.prepress).toMatchObject({ label: 'Waiting for your file' })

    // The queue shows it as waiting for the file, not as staff's turn, and counts it apart.
    const queue = await callRoute(queueLoader, `/admin/prepress?status=AWAITING_FILE`, {
      headers: { Cookie: admin },
    })
    const row = queue.data.queue.orders.find((o) => o.id === order.id)!
    expect(row.staffTurn).toBe(false)
    expect(row.items[0]).toMatchObject({ label: 'Waiting for the shopper’s file' })
    const checking = await callRoute(queueLoader, `/admin/prepress?status=CHECKING`, {
      headers: { Cookie: admin },
    })
    expect(checking.data.queue.orders.map((o) => o.id)).not.toContain(order.id)
    expect(queue.data.counts.awaitingFile).toBeGreaterThanOrEqual(1)
    const staffTurnBefore = queue.data.counts.staffTurn

    // The file arrives through My Account: the item is now staff's to check, and the log says so.
    const form = await withArtwork({})
    const sent = await callRoute(
      artworkAction,
      `/account/orders/${order.id}/items/${it.id}/artwork`,
      {
        form,
        params: { orderId: order.id, itemId: it.id },
        headers: { Cookie: cookie },
      },
    )
    expect(sent.status).toBe(303)
    const after = await callRoute(prepressLoader, `/admin/prepress/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: admin },
    })
    const state = after.data.prepress.items[it.id]!
    expect(state).toMatchObject({ staffTurn: true, awaitingArtwork: false, status: 'CHECKING' })
    expect(state.events.map((e) => e.what)).toContain('File received from the shopper: to check')
    // The admin menu's "Prepress (N)" now counts it: it is staff's turn.
    const counted = await callRoute(queueLoader, '/admin/prepress', { headers: { Cookie: admin } })
    expect(counted.data.counts.staffTurn).toBe(staffTurnBefore + 1)
    const passed = await staffMove(admin, order.id, {
      intent: 'pass',
      itemId: it.id,
      seen: 'CHECKING',
    })
    expect(passed.status).toBe(303)
  })
})

describe('the shopper sends a corrected file from the proof page', () => {
  test('staff ask, the shopper uploads (a plain multipart form), the new file goes back to staff’s check', async () => {
    const { order, item: it } = await paidOrder()
    const admin = await adminCookie()
    const token = await askAndReadLink(admin, order.id, it.id, order.email)

    const shown = await callRoute(proofLoader, `/proof/${token}`, { params: { token } })
    expect(shown.data.proof).toMatchObject({ canAnswer: true, status: 'CHANGE_ASKED' })
    expect(shown.data.proof!.sides.length).toBeGreaterThanOrEqual(1)

    // No file: refused, the note kept, nothing changed.
    const empty = await answerProof(token, { intent: 'upload', message: 'With the new logo' })
    expect(empty.status).toBe(400)
    expect(empty.data).toMatchObject({
      error: PREPRESS_MESSAGES.fileNeeded,
      message: 'With the new logo',
    })
    expect((await item(it.id)).prepressStatus).toBe('CHANGE_ASKED')

    const sent = await answerProof(
      token,
      await withArtwork({ intent: 'upload', message: 'With the new logo' }),
    )
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe(`/proof/${token}?done=file-received`)
    const after = await item(it.id)
    expect(after.prepressStatus).toBe('CHECKING')
    expect(after.uploadId).not.toBe(it.uploadId)
    expect(after.prepressUploadId).toBeNull()

    // Staff see it as theirs to check, with the shopper's note; the link has nothing to answer.
    const page = await callRoute(prepressLoader, `/admin/prepress/${order.id}`, {
      params: { orderId: order.id },
      headers: { Cookie: admin },
    })
    const state = page.data.prepress.items[it.id]!
    expect(state.staffTurn).toBe(true)
    expect(state.events.at(-1)).toMatchObject({
      what: 'Shopper sent a new file: to check',
      note: 'With the new logo',
    })
    const again = await answerProof(token, await withArtwork({ intent: 'upload' }))
    expect(again.status).toBe(409)
    const reopened = await callRoute(proofLoader, `/proof/${token}`, { params: { token } })
    expect(reopened.data.proof).toMatchObject({ canAnswer: false })

    // The next proof is of the new file; the shopper approves it.
    const next = await passAndReadLink(admin, order.id, it.id, order.email)
    expect((await answerProof(next, { intent: 'approve' })).status).toBe(303)
    expect(await item(it.id)).toMatchObject({
      prepressStatus: 'APPROVED',
      uploadId: after.uploadId,
    })
  })
})

describe('the dispatch promise while the shopper holds the proof', () => {
  test('the wait for the approval moves the date (working days, holidays off), said before and after', async () => {
    const { order, item: it, cookie } = await paidOrder()
    const admin = await adminCookie()
    const token = await passAndReadLink(admin, order.id, it.id, order.email)
    const days = (await prisma.product.findUniqueOrThrow({ where: { id: it.productId } }))
      .productionDays
    // Paid four days ago, the proof sent three days ago and not answered since.
    const paidAt = new Date(Date.now() - 4 * DAY)
    const promised = dispatchDeadline(paidAt, days, await holidaySet())
    await prisma.order.update({ where: { id: order.id }, data: { paidAt, dispatchBy: promised } })
    await prisma.prepressEvent.updateMany({
      where: { orderItemId: it.id, action: 'passed' },
      data: { createdAt: new Date(Date.now() - 3 * DAY) },
    })
    const orderPage = () =>
      callRoute(orderPageLoader, `/account/orders/${order.id}`, {
        params: { orderId: order.id },
        headers: { Cookie: cookie },
      })
    const holding = await orderPage()
    expect(holding.data.order.dispatch).toMatch(/^Dispatch by .+ once you approve\.$/)
    const proofPage = await callRoute(proofLoader, `/proof/${token}`, { params: { token } })
    expect(proofPage.data.proof!.dispatchLine).toBe(holding.data.order.dispatch)

    expect((await answerProof(token, { intent: 'approve' })).status).toBe(303)
    const moved = (await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).dispatchBy!
    const holidays = await holidaySet()
    const start = paidAt.getTime() + 3 * DAY
    expect(moved.getTime()).toBeGreaterThan(promised.getTime())
    expect(moved.getTime()).toBeGreaterThanOrEqual(
      dispatchDeadline(new Date(start), days, holidays).getTime(),
    )
    expect(moved.getTime()).toBeLessThanOrEqual(
      dispatchDeadline(new Date(start + 120_000), days, holidays).getTime(),
    )
    const day = formatCalendarDay(dispatchDayOf(moved))
    const approved = await orderPage()
    expect(approved.data.order.dispatch).toBe(`Expected to be dispatched by ${day}.`)
    expect(holding.data.order.dispatch).toBe(`Dispatch by ${day} once you approve.`)
    const line = await prisma.orderEvent.findFirstOrThrow({
      where: { orderId: order.id, kind: 'dispatch' },
    })
    expect(line.note).toContain(day)
  })
})
