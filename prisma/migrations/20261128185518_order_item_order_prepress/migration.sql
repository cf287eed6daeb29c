-- DropIndex
DROP INDEX "OrderItem_orderId_idx";

-- CreateIndex
CREATE INDEX "OrderItem_orderId_prepressStatus_awaitingArtwork_idx" ON "OrderItem"("orderId", "prepressStatus", "awaitingArtwork");
