-- "Print check found errors" at a million orders (docs/decisions/072): the dashboard's count and
-- the list it opens probed the lines of every paid and in-production order (4,065 orders, 16,000
-- line rows read for their preflight) to find the few with an error: 600 ms of the dashboard's
-- one statement under load, 1.4 s of the list's. Lines with an error are few, so a partial index
-- of them answers both from a handful of entries. The predicate is the flag's own test, written
-- as both queries write it (orderFlagSql and orderFlagWhere's array_contains).
CREATE INDEX "OrderItem_preflight_error_idx" ON "OrderItem"("orderId") WHERE "preflight" @> '[{"severity": "error"}]'::jsonb;
