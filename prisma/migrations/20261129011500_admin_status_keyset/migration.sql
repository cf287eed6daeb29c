-- A status view of the orders list at a million orders (docs/decisions/072): its capped count
-- read 1,001 rows through (status, createdAt) and sorted them on id (an incremental sort, one row
-- fetched per entry: 60-113 ms under load). With the id in the index, the count is index-only and
-- the page needs no sort. Same prefix, so every other use of the old index is kept.
DROP INDEX "Order_status_createdAt_idx";
CREATE INDEX "Order_status_createdAt_id_idx" ON "Order"("status", "createdAt", "id");
