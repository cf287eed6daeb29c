-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "artworkLater" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "artworkRemindedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "artworkReceivedAt" TIMESTAMP(3),
ADD COLUMN     "awaitingArtwork" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "OrderItem_awaitingArtwork_orderId_idx" ON "OrderItem"("awaitingArtwork", "orderId");
