-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "cartId" TEXT;

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "secretUntil" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Upload_cartId_idx" ON "Upload"("cartId");

-- CreateIndex
CREATE INDEX "Upload_createdAt_idx" ON "Upload"("createdAt");

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE SET NULL ON UPDATE CASCADE;
