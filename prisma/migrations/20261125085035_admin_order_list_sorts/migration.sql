-- CreateIndex
CREATE INDEX "Order_totalPaise_id_idx" ON "Order"("totalPaise", "id");

-- CreateIndex
CREATE INDEX "Order_dispatchBy_id_idx" ON "Order"("dispatchBy", "id");
