-- CreateEnum
CREATE TYPE "PrepressStatus" AS ENUM ('CHECKING', 'AWAITING_SHOPPER', 'CHANGE_ASKED', 'CHANGES_REQUESTED', 'APPROVED');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "printAsIs" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "approvedBy" TEXT,
ADD COLUMN     "prepressStatus" "PrepressStatus" NOT NULL DEFAULT 'CHECKING',
ADD COLUMN     "prepressUploadId" TEXT,
ADD COLUMN     "proofRemindedAt" TIMESTAMP(3),
ADD COLUMN     "proofRound" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "proofSentAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PrepressEvent" (
    "id" TEXT NOT NULL,
    "orderItemId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "status" "PrepressStatus" NOT NULL,
    "actor" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "uploadId" TEXT,
    "round" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrepressEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PrepressEvent_orderItemId_createdAt_idx" ON "PrepressEvent"("orderItemId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderItem_prepressStatus_orderId_idx" ON "OrderItem"("prepressStatus", "orderId");

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_prepressUploadId_fkey" FOREIGN KEY ("prepressUploadId") REFERENCES "Upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrepressEvent" ADD CONSTRAINT "PrepressEvent_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One final approval per item, whoever tries (decision 048): the database holds it, not the code.
CREATE UNIQUE INDEX "PrepressEvent_one_approval" ON "PrepressEvent"("orderItemId") WHERE "status" = 'APPROVED';

-- Orders that went to the press before prepress existed were approved by that move.
UPDATE "OrderItem" AS i SET "prepressStatus" = 'APPROVED', "approvedAt" = o."productionAt", "approvedBy" = 'system'
FROM "Order" AS o
WHERE i."orderId" = o.id AND (o."productionAt" IS NOT NULL OR o.status IN ('IN_PRODUCTION', 'SHIPPED', 'DELIVERED'));
