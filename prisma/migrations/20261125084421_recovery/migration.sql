-- AlterTable
ALTER TABLE "Checkout" ADD COLUMN     "returnedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "headers" JSONB;

-- CreateIndex
CREATE INDEX "WebhookEvent_eventType_receivedAt_idx" ON "WebhookEvent"("eventType", "receivedAt");
