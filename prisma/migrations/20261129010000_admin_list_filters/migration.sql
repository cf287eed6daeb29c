-- The orders list's payment filters at a million orders (docs/decisions/072).
-- "Refunded" read the ids of 29,601 refunded payments from 14,083 heap pages of "Payment" on every
-- view, and "partly refunded" scanned the whole table: both now read this index alone.
CREATE INDEX "Payment_admin_state_idx" ON "Payment"("status", "refundedPaise", "orderId");

-- The capped count of "refunded" walked 41,000 orders newest first, fetching each row to read
-- its status. With the status in the index the walk is index-only (same prefix, same keyset use).
DROP INDEX "Order_createdAt_id_idx";
CREATE INDEX "Order_createdAt_id_status_idx" ON "Order"("createdAt", "id", "status");
