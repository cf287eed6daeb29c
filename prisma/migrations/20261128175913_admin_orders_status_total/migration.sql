-- CreateIndex
CREATE INDEX "Order_admin_status_total_idx" ON "Order"("status", "totalPaise", "id");
