import { prisma } from '#app/server/platform/db.server.ts'

/**
 * Marks every item of these orders approved in prepress (decision 048), as a person and the
 * shopper would have: for tests about what comes after (production, shipping, the print ZIP).
 * The approval itself is tested in tests/integration/prepress.test.ts.
 */
export async function approveForPrint(...orderIds: string[]) {
  await prisma.orderItem.updateMany({
    where: { orderId: { in: orderIds } },
    data: { prepressStatus: 'APPROVED', approvedAt: new Date(), approvedBy: 'test' },
  })
}
