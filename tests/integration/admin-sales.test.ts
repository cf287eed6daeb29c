import { describe, expect, test } from 'vitest'
import { loader as gstHsnLoader } from '#app/routes/admin.reports.gst-by-hsn[.csv].ts'
import { loader as gstStateLoader } from '#app/routes/admin.reports.gst-by-state[.csv].ts'
import { loader as csvLoader } from '#app/routes/admin.reports.sales[.csv].ts'
import { loader as reportLoader } from '#app/routes/admin.reports.sales.tsx'
import { invoiceLines, invoiceSelect } from '#app/server/billing/invoices.server.ts'
import { runQueuedJobs, salesRollupJob } from '#app/server/jobs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { addDays, indiaDay, presetRange } from '#app/utils/sales-report.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'
import {
  directDays,
  directRange,
  emptyDay,
  ist,
  type LineInput,
  makeOrder,
  rawSums,
  refund,
  signedIn,
} from '#tests/setup/sales.ts'

setupTestDatabase()

let adminCookie = ''
async function admin() {
  if (!adminCookie) adminCookie = (await signedIn({ admin: true })).cookie
  return { Cookie: adminCookie }
}

async function report(query: string) {
  const res = await callRoute(reportLoader, `/admin/reports/sales?${query}`, {
    headers: await admin(),
  })
  return res
}

async function okReport(query: string) {
  const res = await report(query)
  expect(res.status, JSON.stringify(res.data?.error)).toBe(200)
  return res.data.report!
}

async function csv(loader: typeof csvLoader, path: string) {
  const res = await callRoute(loader, path, { headers: await admin() })
  const text = await res.response!.text()
  return {
    status: res.status,
    headers: res.headers,
    text,
    rows: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(',')),
  }
}

const sums = (f: Parameters<typeof rawSums>[0]) => rawSums(f)

async function runRollup() {
  await salesRollupJob.send({})
  await runQueuedJobs(['sales-rollup'])
}

describe('October: sales, a partial refund on a later day, a cancellation, both GST splits', () => {
  // Built by the first test that needs it; each test reads it.
  let orders: Awaited<ReturnType<typeof buildOctober>> | undefined

  async function buildOctober() {
    // Karnataka: CGST + SGST. 2 packs of visiting cards, Rs 598 with 18 % GST inside.
    const a = await makeOrder({
      paidAt: ist('2026-10-05 10:00'),
      lines: [{ slug: 'standard-visiting-cards', amount: 59_800, packs: 2 }],
    })
    // Maharashtra: IGST. Paid at 23:50 India time: still 5 October in India (18:20 UTC). Placed
    // before decision 057: its shipping was taxed as a courier service (SAC 9968, 18 %).
    const b = await makeOrder({
      paidAt: ist('2026-10-05 23:50'),
      state: 'Maharashtra',
      lines: [{ slug: 'custom-mugs', amount: 49_900 }],
      shipping: 4_900,
      points: 5_000,
      legacyShipping: true,
    })
    // Paid ten minutes after midnight India time: 6 October (still 5 October in UTC).
    const c = await makeOrder({
      paidAt: ist('2026-10-06 00:10'),
      lines: [{ slug: 'wedding-invitations', amount: 30_000 }],
    })
    // Cancelled two days after payment, refunded in full the day after the cancellation.
    const d = await makeOrder({
      paidAt: ist('2026-10-07 11:00'),
      lines: [{ slug: 'standard-visiting-cards', amount: 29_900 }],
      status: 'CANCELLED',
      cancelledAt: ist('2026-10-09 09:00'),
    })
    await refund(d, 29_900, ist('2026-10-10 12:00'))
    // Part of A refunded a week later.
    await refund(a, 20_000, ist('2026-10-12 15:00'))
    // Never sales: an unpaid order, and a held payment refunded without being accepted.
    await makeOrder({
      paidAt: null,
      status: 'PENDING_PAYMENT',
      createdAt: ist('2026-10-08 10:00'),
      lines: [{ slug: 'standard-visiting-cards', amount: 29_900 }],
    })
    const held = await makeOrder({
      paidAt: null,
      status: 'ON_HOLD',
      createdAt: ist('2026-10-11 10:00'),
      lines: [{ slug: 'standard-visiting-cards', amount: 29_900 }],
    })
    await prisma.payment.create({
      data: {
        orderId: held.id,
        providerOrderId: `order_held_${held.id}`,
        status: 'CAPTURED',
        amountPaise: 29_900,
        capturedPaise: 29_900,
      },
    })
    const heldPayment = await prisma.payment.findFirstOrThrow({ where: { orderId: held.id } })
    await refund({ id: held.id, payments: [heldPayment] }, 29_900, ist('2026-10-11 12:00'))
    return { a, b, c, d }
  }

  async function october() {
    orders ??= await buildOctober()
    return orders
  }

  test('each India day shows what its orders say, and the totals are what customers paid less refunds', async () => {
    await october()
    const r = await okReport('from=2026-10-01&to=2026-10-31&by=day')
    expect(r.periods).toHaveLength(31)
    const day = (d: string) => r.periods.find((p) => p.from === d)!

    // 5 October: A (CGST+SGST) and B (IGST, points, shipping), including B paid at 23:50 IST.
    expect(day('2026-10-05')).toMatchObject({
      label: '5 Oct 2026',
      orders: 2,
      grossPaise: 50_678 + 47_524,
      discountPaise: 4_762,
      refundPaise: 0,
      netPaise: 93_440,
      cgstPaise: 4_561,
      sgstPaise: 4_561,
      igstPaise: 2_885,
      gstPaise: 12_007,
      shippingPaise: 4_153,
      totalPaise: 109_600,
      averageOrderPaise: 46_720,
    })
    // C, paid at 00:10 IST on 6 October, is not on the 5th.
    expect(day('2026-10-06')).toMatchObject({ orders: 1, totalPaise: 30_000 })
    expect(day('2026-10-07')).toMatchObject({ orders: 1, totalPaise: 29_900 })
    // D cancelled on the 9th: a refund of all of it (GST 4,561 = 2,280 + 2,281) on that day...
    expect(day('2026-10-09')).toMatchObject({
      orders: 0,
      refundPaise: 25_339,
      cgstPaise: -2_280,
      sgstPaise: -2_281,
      netPaise: -25_339,
      totalPaise: -29_900,
      averageOrderPaise: null,
    })
    // ...and the refund paid out on the 10th is that same return, not a second one.
    expect(day('2026-10-10')).toMatchObject({ refundPaise: 0, totalPaise: 0 })
    // Rs 200 of A refunded on the 12th, with its share of A's GST (4,561 × 200/598 = 1,525.4).
    expect(day('2026-10-12')).toMatchObject({
      refundPaise: 16_950,
      cgstPaise: -1_525,
      sgstPaise: -1_525,
      totalPaise: -20_000,
    })
    // The held payment refunded on the 11th and the unpaid order on the 8th never were sales.
    expect(day('2026-10-08').totalPaise).toBe(0)
    expect(day('2026-10-11').totalPaise).toBe(0)

    expect(r.totals).toMatchObject({
      orders: 4,
      paidPaise: 59_800 + 49_800 + 30_000 + 29_900,
      refundedPaise: 20_000 + 29_900,
      totalPaise: 169_500 - 49_900,
    })
    expect(r.totals.netPaise).toBe(
      r.totals.grossPaise - r.totals.discountPaise - r.totals.refundPaise,
    )
    expect(r.totals.totalPaise).toBe(r.totals.netPaise + r.totals.gstPaise + r.totals.shippingPaise)
    // And the whole month agrees with a computation straight from the rows.
    expect(sums(r.totals)).toEqual(sums(await directRange('2026-10-01', '2026-10-31')))
    const direct = await directDays()
    for (const p of r.periods)
      expect(sums(p), p.from).toEqual(sums(direct.get(p.from) ?? emptyDay()))
  })

  test('weeks run Monday to Sunday and months are calendar months, cut to the range', async () => {
    await october()
    const weeks = await okReport('from=2026-10-01&to=2026-10-31&by=week')
    expect(weeks.periods.map((p) => p.label)).toEqual([
      'Week of 1–4 Oct 2026',
      'Week of 5–11 Oct 2026',
      'Week of 12–18 Oct 2026',
      'Week of 19–25 Oct 2026',
      'Week of 26–31 Oct 2026',
    ])
    const second = weeks.periods[1]!
    expect(second).toMatchObject({ from: '2026-10-05', to: '2026-10-11', orders: 4 })
    expect(sums(second)).toEqual(sums(await directRange('2026-10-05', '2026-10-11')))
    expect(sums(weeks.periods[2]!)).toEqual(sums(await directRange('2026-10-12', '2026-10-18')))

    const months = await okReport('from=2026-09-15&to=2026-11-10&by=month')
    expect(months.periods.map((p) => [p.label, p.from, p.to])).toEqual([
      ['September 2026', '2026-09-15', '2026-09-30'],
      ['October 2026', '2026-10-01', '2026-10-31'],
      ['November 2026', '2026-11-01', '2026-11-10'],
    ])
    expect(sums(months.periods[1]!)).toEqual(sums(await directRange('2026-10-01', '2026-10-31')))
    expect(months.totals.totalPaise).toBe(weeks.totals.totalPaise)
  })

  test('top products and categories rank by net sales, refunds shared over the refunded items', async () => {
    await october()
    const r = await okReport('from=2026-10-01&to=2026-10-31')
    // Mugs (427.62 net) ahead of cards (337.28 after refunds) ahead of invitations (254.24).
    expect(r.topProducts.map((p) => p.slug)).toEqual([
      'custom-mugs',
      'standard-visiting-cards',
      'wedding-invitations',
    ])
    const cards = r.topProducts[1]!
    // A (50,678 gross) and D (25,339), less A's refund (16,950) and D's cancellation (25,339).
    expect(cards).toMatchObject({
      orders: 2,
      grossPaise: 50_678 + 25_339,
      netPaise: 50_678 - 16_950,
    })
    const mugs = r.topProducts.find((p) => p.slug === 'custom-mugs')!
    expect(mugs).toMatchObject({ orders: 1, grossPaise: 47_524, netPaise: 47_524 - 4_762 })
    expect(r.topProducts.map((p) => p.netPaise)).toEqual(
      [...r.topProducts.map((p) => p.netPaise)].sort((x, y) => y - x),
    )
    expect(r.topCategories.reduce((s, c) => s + c.grossPaise, 0)).toBe(r.totals.grossPaise)
  })

  test('the CSV has the page’s rows and total row; the GST summaries add up to the page', async () => {
    await october()
    const page = await okReport('from=2026-10-01&to=2026-10-31&by=week')
    const file = await csv(
      csvLoader,
      '/admin/reports/sales.csv?from=2026-10-01&to=2026-10-31&by=week',
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(file.headers.get('Content-Disposition')).toBe(
      'attachment; filename="sales-2026-10-01-to-2026-10-31-by-week.csv"',
    )
    const [header, ...rows] = file.rows
    expect(header).toEqual([
      'Period',
      'From',
      'To',
      'Orders',
      'Gross sales',
      'Discounts',
      'Refunds',
      'Net sales',
      'CGST',
      'SGST',
      'IGST',
      'GST',
      'Shipping',
      'Total',
      'Average order value',
    ])
    expect(rows).toHaveLength(page.periods.length + 1)
    const rupees = (p: number) => (p / 100).toFixed(2)
    const expected = (f: (typeof page.periods)[number] | typeof page.totals, label: string) => [
      label,
      'from' in f ? f.from : '2026-10-01',
      'to' in f ? f.to : '2026-10-31',
      String(f.orders),
      rupees(f.grossPaise),
      rupees(f.discountPaise),
      rupees(f.refundPaise),
      rupees(f.netPaise),
      rupees(f.cgstPaise),
      rupees(f.sgstPaise),
      rupees(f.igstPaise),
      rupees(f.gstPaise),
      rupees(f.shippingPaise),
      rupees(f.totalPaise),
      f.averageOrderPaise === null ? '' : rupees(f.averageOrderPaise),
    ]
    page.periods.forEach((p, i) => expect(rows[i]).toEqual(expected(p, p.label)))
    expect(rows.at(-1)).toEqual(expected(page.totals, 'Total'))
    expect(rows.at(-1)![13]).toBe('1196.00')

    const hsn = await csv(
      gstHsnLoader,
      '/admin/reports/gst-by-hsn.csv?from=2026-10-01&to=2026-10-31',
    )
    expect(hsn.rows[0]).toEqual([
      'HSN/SAC',
      'GST rate (%)',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total tax',
    ])
    const hsnTotal = hsn.rows.at(-1)!
    const t = page.totals
    expect(hsnTotal).toEqual([
      'Total',
      '',
      rupees(t.netPaise + t.shippingPaise),
      rupees(t.cgstPaise),
      rupees(t.sgstPaise),
      rupees(t.igstPaise),
      rupees(t.gstPaise),
    ])
    const byCode = new Map(hsn.rows.slice(1, -1).map((r) => [`${r[0]} ${r[1]}`, r]))
    // Mugs at 5 % (IGST), shipping as SAC 9968 at 18 %.
    expect(byCode.get('6912 5')).toEqual(['6912', '5', '427.62', '0.00', '0.00', '21.38', '21.38'])
    expect(byCode.get('9968 18')).toEqual(['9968', '18', '41.53', '0.00', '0.00', '7.47', '7.47'])
    // Invitations (C) at 18 %: 30,000 with 4,576 GST inside.
    expect(byCode.get('4909 18')).toEqual([
      '4909',
      '18',
      '254.24',
      '22.88',
      '22.88',
      '0.00',
      '45.76',
    ])

    const states = await csv(
      gstStateLoader,
      '/admin/reports/gst-by-state.csv?from=2026-10-01&to=2026-10-31',
    )
    expect(states.rows[0]![0]).toBe('Place of supply')
    expect(states.rows.at(-1)).toEqual(hsnTotal)
    // B, delivered to Maharashtra: IGST only, the mug at 5 % and shipping at 18 %.
    expect(states.rows.filter((r) => r[0] === '27-Maharashtra')).toEqual([
      ['27-Maharashtra', '5', '427.62', '0.00', '0.00', '21.38', '21.38'],
      ['27-Maharashtra', '18', '41.53', '0.00', '0.00', '7.47', '7.47'],
    ])
    expect(states.rows.filter((r) => r[0] === '29-Karnataka').length).toBeGreaterThan(0)
  })

  test('the rollup stores finished days, and the report from it equals the direct computation', async () => {
    await october()
    const before = await okReport('from=2026-10-01&to=2026-10-31')
    expect(before.liveDays).toBeGreaterThan(0)
    await runRollup()
    const stored = await prisma.salesDay.findMany({ orderBy: { day: 'asc' } })
    expect(stored.map((d) => d.day.toISOString().slice(0, 10))).toEqual(
      expect.arrayContaining([
        '2026-10-05',
        '2026-10-06',
        '2026-10-07',
        '2026-10-09',
        '2026-10-12',
      ]),
    )
    expect(
      await prisma.salesDayChange.count({ where: { day: { lt: new Date(indiaDay()) } } }),
    ).toBe(0)
    const after = await okReport('from=2026-10-01&to=2026-10-31')
    expect(after.liveDays).toBe(0)
    expect(after.periods).toEqual(before.periods)
    expect(after.topProducts).toEqual(before.topProducts)
    const fifth = await prisma.salesDay.findUniqueOrThrow({
      where: { day: new Date('2026-10-05') },
    })

    // A late event: C partly refunded with a date in the past (a refund processed last week that
    // reached us late). The report shows it at once, before the job has run again.
    const { c } = await october()
    await refund(c, 10_000, ist('2026-10-20 10:00'))
    const late = await okReport('from=2026-10-01&to=2026-10-31')
    expect(late.liveDays).toBe(1)
    expect(late.periods.find((p) => p.from === '2026-10-20')).toMatchObject({
      totalPaise: -10_000,
    })
    expect(sums(late.totals)).toEqual(sums(await directRange('2026-10-01', '2026-10-31')))
    await runRollup()
    const settled = await okReport('from=2026-10-01&to=2026-10-31')
    expect(settled.liveDays).toBe(0)
    expect(settled.periods).toEqual(late.periods)
    // Other finished days were not recomputed.
    const fifthAgain = await prisma.salesDay.findUniqueOrThrow({
      where: { day: new Date('2026-10-05') },
    })
    expect(fifthAgain.computedAt).toEqual(fifth.computedAt)
    await prisma.refund.deleteMany({ where: { orderId: c.id, amountPaise: 10_000 } })
  })
})

describe('the delivery fee is taxed as its principal supply (decision 057); older orders keep SAC 9968 at 18 %', () => {
  test('the day row and the GST summary by HSN are the invoices’ lines, live and from the rollup', async () => {
    // Three orders of 10 June with a Rs 49 fee each.
    const sale = (at: string, state: string, lines: LineInput[], more = {}) =>
      makeOrder({ paidAt: ist(`2026-06-10 ${at}`), state, lines, shipping: 4_900, ...more })
    const mug = { slug: 'custom-mugs', amount: 49_900 }
    // Karnataka: the mug (6912, 5 %) is the principal supply, so the fee is 6912 at 5 %.
    const e = await sale('11:00', 'Karnataka', [
      mug,
      { slug: 'standard-visiting-cards', amount: 29_900 },
    ])
    // Kerala, placed before decision 057: the fee stayed SAC 9968 at 18 % (nothing stored).
    const invitations = [{ slug: 'wedding-invitations', amount: 20_000 }]
    const f = await sale('12:00', 'Kerala', invitations, { legacyShipping: true })
    // Maharashtra, with points: the fee follows the cards (4911, 18 %).
    const cards = [{ slug: 'standard-visiting-cards', amount: 19_900 }]
    const g = await sale('13:00', 'Maharashtra', cards, { points: 1_000 })
    expect([e.shippingHsn, e.shippingGstRateBp, e.shippingTaxPaise]).toEqual(['6912', 500, 233])
    expect(f.shippingHsn).toBeNull()

    // What the three tax invoices say, summed by HSN code and rate.
    const rupees = (p: number) => (p / 100).toFixed(2)
    const invoiced = await prisma.order.findMany({
      where: { id: { in: [e.id, f.id, g.id] } },
      select: invoiceSelect,
    })
    const lines = invoiced.flatMap((o) => invoiceLines(o).lines)
    const byHsn = new Map<string, number[]>()
    for (const l of lines) {
      const key = `${l.hsn} ${l.rateBp / 100}`
      const sum = byHsn.get(key) ?? [0, 0, 0, 0]
      ;[l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise].forEach((v, i) => (sum[i]! += v))
      byHsn.set(key, sum)
    }
    const fromInvoices = [...byHsn].map(([key, [t, c, s, i]]) => [
      ...key.split(' '),
      rupees(t!),
      rupees(c!),
      rupees(s!),
      rupees(i!),
      rupees(c! + s! + i!),
    ])
    const gst = lines.reduce((s, l) => s + l.cgstPaise + l.sgstPaise + l.igstPaise, 0)
    const taxable = lines.reduce((s, l) => s + l.taxablePaise, 0)

    const check = async (label: string) => {
      const hsn = await csv(
        gstHsnLoader,
        '/admin/reports/gst-by-hsn.csv?from=2026-06-10&to=2026-06-10',
      )
      const rows = hsn.rows.slice(1, -1)
      expect(rows, label).toEqual(expect.arrayContaining(fromInvoices))
      expect(rows, label).toHaveLength(fromInvoices.length)
      const byCode = new Map(rows.map((r) => [`${r[0]} ${r[1]}`, r]))
      // The mug (47,524 + 2,376) and E's fee (4,667 + 233, CGST 116 / SGST 117) together.
      expect(byCode.get('6912 5'), label).toEqual([
        '6912',
        '5',
        '521.91',
        '13.04',
        '13.05',
        '0.00',
        '26.09',
      ])
      // Only F's fee is a courier service: 4,900 with 747 IGST inside.
      expect(byCode.get('9968 18'), label).toEqual([
        '9968',
        '18',
        '41.53',
        '0.00',
        '0.00',
        '7.47',
        '7.47',
      ])
      const r = await okReport('from=2026-06-10&to=2026-06-10&by=day')
      expect(r.periods[0], label).toMatchObject({
        orders: 3,
        gstPaise: gst,
        totalPaise: e.totalPaise + f.totalPaise + g.totalPaise,
      })
      expect(r.totals.netPaise + r.totals.shippingPaise, label).toBe(taxable)
      expect(hsn.rows.at(-1)![6], label).toBe(rupees(gst))
    }
    await check('live')
    await runRollup()
    await check('rollup')
  })
})

describe('many orders: the report equals a direct computation, live, from the rollup and after late changes', () => {
  test('random orders over two months', async () => {
    let seed = 20261125
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
    const slugs = ['standard-visiting-cards', 'custom-mugs', 'wedding-invitations', 'calendars']
    const states = ['Karnataka', 'Maharashtra', 'Kerala', 'Karnataka', 'Tamil Nadu']
    const made = []
    for (let i = 0; i < 60; i++) {
      const day = addDays('2026-08-01', Math.floor(random() * 61))
      const paidAt = new Date(`${day}T00:00:00+05:30`)
      paidAt.setTime(paidAt.getTime() + Math.floor(random() * 86_400_000))
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        slug: pick(slugs),
        amount: 9_900 + Math.floor(random() * 200) * 100 + Math.floor(random() * 99),
      }))
      const subtotal = lines.reduce((s, l) => s + l.amount, 0)
      const points = random() < 0.3 ? Math.floor((subtotal * 0.2 * random()) / 100) * 100 : 0
      const order = await makeOrder({
        paidAt,
        state: pick(states),
        lines,
        shipping: subtotal >= 25_000 ? 0 : 4_900,
        points,
      })
      made.push(order)
      const roll = random()
      if (roll < 0.2) {
        // A partial refund some days later, sometimes with a credit note of its own split.
        const amount = Math.floor(order.totalPaise * random() * 0.6)
        const r = await refund(
          order,
          amount,
          new Date(paidAt.getTime() + (1 + Math.floor(random() * 9)) * 86_400_000),
        )
        if (random() < 0.5) {
          const tax = Math.floor((amount * order.taxPaise) / order.totalPaise)
          const intra = order.igstPaise === 0
          await prisma.creditNote.create({
            data: {
              number: `CN/26-27/${r.id}`,
              orderId: order.id,
              refundId: r.id,
              amountPaise: amount,
              taxPaise: tax,
              cgstPaise: intra ? Math.floor(tax / 2) : 0,
              sgstPaise: intra ? tax - Math.floor(tax / 2) : 0,
              igstPaise: intra ? 0 : tax,
            },
          })
        }
      } else if (roll < 0.3) {
        // Cancelled, sometimes after a partial refund, refunded in full afterwards.
        const cancelledAt = new Date(paidAt.getTime() + (2 + Math.floor(random() * 5)) * 86_400_000)
        if (random() < 0.5) await refund(order, 5_000, new Date(cancelledAt.getTime() - 86_400_000))
        await prisma.order.update({
          where: { id: order.id },
          data: { status: 'CANCELLED', cancelledAt },
        })
        await refund(order, order.totalPaise, new Date(cancelledAt.getTime() + 3_600_000))
      }
    }

    const compare = async (label: string) => {
      const r = await okReport('from=2026-08-01&to=2026-10-31&by=day')
      const direct = await directDays()
      for (const p of r.periods)
        expect(sums(p), `${label} ${p.from}`).toEqual(sums(direct.get(p.from) ?? emptyDay()))
      for (const by of ['week', 'month'] as const) {
        const grouped = await okReport(`from=2026-08-01&to=2026-10-31&by=${by}`)
        expect(grouped.totals, `${label} by ${by}`).toEqual(r.totals)
      }
      const t = r.totals
      expect(t.totalPaise).toBe(t.paidPaise - t.refundedPaise)
      const hsn = await csv(
        gstHsnLoader,
        '/admin/reports/gst-by-hsn.csv?from=2026-08-01&to=2026-10-31',
      )
      const rupees = (p: number) => (p / 100).toFixed(2)
      expect(hsn.rows.at(-1), label).toEqual([
        'Total',
        '',
        rupees(t.netPaise + t.shippingPaise),
        rupees(t.cgstPaise),
        rupees(t.sgstPaise),
        rupees(t.igstPaise),
        rupees(t.gstPaise),
      ])
      expect(r.topCategories.reduce((s, c) => s + c.grossPaise, 0)).toBe(t.grossPaise)
      return r
    }

    const live = await compare('live')
    await runRollup()
    const rolled = await compare('rollup')
    expect(rolled.liveDays).toBe(0)
    expect(rolled.periods).toEqual(live.periods)

    // Late changes to finished days: a cancellation, a refund, a credit note, an order deleted.
    const untouched = await prisma.order.findMany({
      where: { id: { in: made.map((o) => o.id) }, cancelledAt: null, refunds: { none: {} } },
      include: { payments: true },
    })
    const [target, refunded, deleted] = untouched
    await prisma.order.update({
      where: { id: target!.id },
      data: {
        status: 'CANCELLED',
        cancelledAt: new Date(target!.paidAt!.getTime() + 86_400_000),
      },
    })
    await refund(refunded!, 1_234, new Date(refunded!.paidAt!.getTime() + 2 * 86_400_000))
    await prisma.order.delete({ where: { id: deleted!.id } })
    const changed = await compare('late, live')
    expect(changed.liveDays).toBeGreaterThan(0)
    await runRollup()
    const settled = await compare('late, rollup')
    expect(settled.liveDays).toBe(0)
    expect(settled.periods).toEqual(changed.periods)
  })
})

describe('date ranges', () => {
  test('presets follow India dates: today, yesterday and the financial year', async () => {
    const today = indiaDay()
    const yesterdayNoon = new Date(`${addDays(today, -1)}T12:00:00+05:30`)
    await makeOrder({
      paidAt: yesterdayNoon,
      lines: [{ slug: 'standard-visiting-cards', amount: 29_900 }],
    })
    const y = await okReport('range=yesterday')
    expect(y.query).toMatchObject({
      from: addDays(today, -1),
      to: addDays(today, -1),
      by: 'day',
      preset: 'yesterday',
    })
    expect(y.totals.orders).toBe(1)
    const t = await okReport('range=today')
    expect(t.query).toMatchObject({ from: today, to: today })
    expect(t.totals.orders).toBe(0)
    const week = await okReport('range=last-7-days')
    expect(week.periods).toHaveLength(7)
    expect(week.totals.orders).toBe(1)
    const fy = await okReport('range=this-financial-year')
    expect(fy.query.from).toBe(presetRange('this-financial-year', today).from)
    expect(fy.query.from.slice(5)).toBe('04-01')
    expect(fy.totals.orders).toBeGreaterThanOrEqual(1)
    const last = await okReport('range=last-financial-year')
    expect(last.query.from.slice(5)).toBe('04-01')
    expect(last.query.to.slice(5)).toBe('03-31')
    expect(last.query.by).toBe('month')
    const month = await okReport('range=last-month')
    expect(month.query.from.slice(8)).toBe('01')
    for (const preset of ['this-month', 'last-30-days']) {
      const res = await report(`range=${preset}`)
      expect(res.status).toBe(200)
    }
    // No query: the last 30 days, by day.
    const plain = await okReport('')
    expect(plain.query).toMatchObject({ from: addDays(today, -29), to: today, by: 'day' })
    // Only a start date: up to today.
    const open = await okReport(`from=${addDays(today, -3)}`)
    expect(open.query).toMatchObject({ from: addDays(today, -3), to: today, by: 'day' })
  })

  test('bad values get a 400 with a sentence saying what is accepted, never a 500', async () => {
    const cases: [string, string, string][] = [
      [
        'from=2026-13-01&to=2026-12-01',
        'from',
        'Enter the start date as a real date, like 2026-04-01.',
      ],
      ['from=2026-02-30', 'from', 'Enter the start date as a real date, like 2026-04-01.'],
      ['from=2026-10-01&to=tomorrow', 'to', 'Enter the end date as a real date, like 2026-11-30.'],
      ['from=2026-10-10&to=2026-10-01', 'from', 'The start date is after the end date.'],
      ['from=2015-01-01&to=2026-10-01&by=month', 'from', 'Choose a range of at most five years.'],
      ['from=1999-12-31&to=2000-01-31', 'from', 'Choose dates between 2000 and 2099.'],
      ['from=2026-01-01&to=2026-10-01&by=year', 'by', 'Group the rows by day, week or month.'],
      [
        'from=2024-01-01&to=2026-10-01&by=day',
        'by',
        'Daily rows are shown for up to 400 days: group this range by week or month.',
      ],
    ]
    for (const [query, field, message] of cases) {
      const res = await report(query)
      expect(res.status, query).toBe(400)
      expect(res.data.error, query).toEqual({ field, message })
      expect(res.data.report).toBeNull()
      const file = await csv(csvLoader, `/admin/reports/sales.csv?${query}`)
      expect(file.status, query).toBe(400)
      expect(file.text.trim()).toBe(message)
    }
    const preset = await report('range=forever')
    expect(preset.status).toBe(400)
    expect(preset.data.error!.message).toMatch(/^There is no date range called "forever"/)
    // The form keeps what was typed.
    const typed = await report('from=2026-10-10&to=2026-10-01&by=week')
    expect(typed.data.form).toEqual({ from: '2026-10-10', to: '2026-10-01', by: 'week' })
  })
})

describe('admins only', () => {
  test('signed-out visitors and customers are sent to sign in, for the page and every CSV', async () => {
    const customer = await signedIn({ admin: false })
    for (const [loader, path] of [
      [reportLoader, '/admin/reports/sales?range=today'],
      [csvLoader, '/admin/reports/sales.csv?range=today'],
      [gstHsnLoader, '/admin/reports/gst-by-hsn.csv?range=today'],
      [gstStateLoader, '/admin/reports/gst-by-state.csv?range=today'],
    ] as const) {
      for (const headers of [{}, { Cookie: customer.cookie }] as Record<string, string>[]) {
        const res = await callRoute(loader as typeof csvLoader, path, { headers })
        expect(res.status).toBe(302)
        const location = new URL(res.headers.get('Location')!, 'http://localhost')
        expect(location.pathname).toBe('/login')
        expect(location.searchParams.get('returnUrl')).toBe(path)
        expect(location.searchParams.get('requireAuth')).toBe('admin')
      }
    }
  })
})
