-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('PENDING', 'PROCESSED', 'FAILED');

-- CreateEnum
CREATE TYPE "WebhookStatus" AS ENUM ('RECEIVED', 'PROCESSED', 'IGNORED', 'FAILED', 'REJECTED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderStatus" ADD VALUE 'ON_HOLD';
ALTER TYPE "OrderStatus" ADD VALUE 'EXPIRED';

-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'AUTHORIZED';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LoyaltyKind" ADD VALUE 'RESTORE';
ALTER TYPE "LoyaltyKind" ADD VALUE 'EXPIRE';

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "hsnCode" TEXT NOT NULL DEFAULT '4911';

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "loyaltyPoints" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "businessName" TEXT,
ADD COLUMN     "cartId" TEXT,
ADD COLUMN     "cgstPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "gstin" TEXT,
ADD COLUMN     "holdReason" TEXT,
ADD COLUMN     "igstPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "invoiceDate" TIMESTAMP(3),
ADD COLUMN     "invoiceNumber" TEXT,
ADD COLUMN     "placeOfSupply" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "quoteHash" TEXT,
ADD COLUMN     "sgstPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxPaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "designSnapshot" JSONB,
ADD COLUMN     "gstRateBp" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hsnCode" TEXT NOT NULL DEFAULT '4911',
ADD COLUMN     "productSlug" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "selection" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "taxPaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OrderEvent" ADD COLUMN     "actor" TEXT NOT NULL DEFAULT 'system',
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'status',
ADD COLUMN     "visibleToCustomer" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "capturedPaise" INTEGER,
ADD COLUMN     "errorCode" TEXT,
ADD COLUMN     "errorDescription" TEXT,
ADD COLUMN     "method" TEXT,
ADD COLUMN     "refundedPaise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "LoyaltyEntry" ADD COLUMN     "availableAt" TIMESTAMP(3),
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "sourceEntryId" TEXT;

-- AlterTable
ALTER TABLE "WebhookEvent" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "deliveries" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "eventId" TEXT NOT NULL,
ADD COLUMN     "outcome" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "signature" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "signatureValid" BOOLEAN NOT NULL,
ADD COLUMN     "status" "WebhookStatus" NOT NULL DEFAULT 'RECEIVED';

-- CreateTable
CREATE TABLE "GstRate" (
    "id" TEXT NOT NULL,
    "hsnCode" TEXT NOT NULL,
    "rateBp" INTEGER NOT NULL,
    "validFrom" TIMESTAMP(3) NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "GstRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceCounter" (
    "financialYear" TEXT NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InvoiceCounter_pkey" PRIMARY KEY ("financialYear")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "providerRefundId" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'PENDING',
    "reason" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT NOT NULL DEFAULT 'system',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GstRate_hsnCode_validFrom_key" ON "GstRate"("hsnCode", "validFrom");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_providerRefundId_key" ON "Refund"("providerRefundId");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_idempotencyKey_key" ON "Refund"("idempotencyKey");

-- CreateIndex
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");

-- CreateIndex
CREATE INDEX "Refund_status_createdAt_idx" ON "Refund"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Order_invoiceNumber_key" ON "Order"("invoiceNumber");

-- CreateIndex
CREATE INDEX "Order_status_expiresAt_idx" ON "Order"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LoyaltyEntry_sourceEntryId_key" ON "LoyaltyEntry"("sourceEntryId");

-- CreateIndex
CREATE INDEX "WebhookEvent_status_receivedAt_idx" ON "WebhookEvent"("status", "receivedAt");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One pending order per cart and quote: a repeated "Place order" (double click, two tabs) finds it.
CREATE UNIQUE INDEX "Order_pending_quote_key" ON "Order"("cartId", "quoteHash") WHERE "status" = 'PENDING_PAYMENT';

-- A valid webhook event is stored once, forged deliveries (signature invalid) cannot claim an id.
CREATE UNIQUE INDEX "WebhookEvent_valid_eventId_key" ON "WebhookEvent"("provider", "eventId") WHERE "signatureValid";

-- One open tracked checkout per cart (POST /checkout/begin updates it).
CREATE UNIQUE INDEX "Checkout_started_cart_key" ON "Checkout"("cartId") WHERE "status" = 'STARTED';

-- GST rates as dated data (decision 016). Printed matter and printing (HSN 4909/4910/4911) 18 %,
-- ceramic mugs (6912) 12 % until 21 September 2025, 5 % from 22 September 2025, caps (6505) 5 %,
-- plastic phone covers (3926) 18 %.
INSERT INTO "GstRate" ("id", "hsnCode", "rateBp", "validFrom", "note") VALUES
  ('gst-4911-2017', '4911', 1800, '2017-07-01', 'Printed matter and printing services'),
  ('gst-4909-2017', '4909', 1800, '2017-07-01', 'Printed cards'),
  ('gst-4910-2017', '4910', 1800, '2017-07-01', 'Printed calendars'),
  ('gst-6912-2017', '6912', 1200, '2017-07-01', 'Ceramic tableware'),
  ('gst-6912-2025', '6912', 500, '2025-09-22', 'Ceramic tableware, GST 2.0 rates'),
  ('gst-6505-2017', '6505', 500, '2017-07-01', 'Caps and hats'),
  ('gst-3926-2017', '3926', 1800, '2017-07-01', 'Other articles of plastics');

UPDATE "Product" SET "hsnCode" = '6912' WHERE "slug" = 'custom-mugs';
UPDATE "Product" SET "hsnCode" = '6505' WHERE "slug" = 'custom-caps';
UPDATE "Product" SET "hsnCode" = '3926' WHERE "slug" = 'iphone-glass-cover';
UPDATE "Product" SET "hsnCode" = '4909' WHERE "slug" IN ('thank-you-cards', 'save-the-date-cards', 'wedding-invitations', 'custom-postcards', 'holiday-ornament-cards', 'note-card-maker');
UPDATE "Product" SET "hsnCode" = '4910' WHERE "slug" = 'calendars';
