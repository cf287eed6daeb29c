-- CreateTable
CREATE TABLE "SalesDay" (
    "day" DATE NOT NULL,
    "orders" INTEGER NOT NULL,
    "grossPaise" BIGINT NOT NULL,
    "discountPaise" BIGINT NOT NULL,
    "refundPaise" BIGINT NOT NULL,
    "cgstPaise" BIGINT NOT NULL,
    "sgstPaise" BIGINT NOT NULL,
    "igstPaise" BIGINT NOT NULL,
    "shippingPaise" BIGINT NOT NULL,
    "paidPaise" BIGINT NOT NULL,
    "refundedPaise" BIGINT NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SalesDay_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "SalesDayProduct" (
    "day" DATE NOT NULL,
    "productId" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "units" BIGINT NOT NULL,
    "grossPaise" BIGINT NOT NULL,
    "discountPaise" BIGINT NOT NULL,
    "refundPaise" BIGINT NOT NULL,

    CONSTRAINT "SalesDayProduct_pkey" PRIMARY KEY ("day","productId")
);

-- CreateTable
CREATE TABLE "SalesDayTax" (
    "day" DATE NOT NULL,
    "hsnCode" TEXT NOT NULL,
    "rateBp" INTEGER NOT NULL,
    "placeOfSupply" TEXT NOT NULL,
    "taxablePaise" BIGINT NOT NULL,
    "cgstPaise" BIGINT NOT NULL,
    "sgstPaise" BIGINT NOT NULL,
    "igstPaise" BIGINT NOT NULL,

    CONSTRAINT "SalesDayTax_pkey" PRIMARY KEY ("day","hsnCode","rateBp","placeOfSupply")
);

-- CreateTable
CREATE TABLE "SalesDayChange" (
    "id" BIGSERIAL NOT NULL,
    "day" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SalesDayChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SalesDayChange_day_idx" ON "SalesDayChange"("day");

-- CreateIndex
CREATE INDEX "Order_sales_paidAt_idx" ON "Order"("paidAt");

-- CreateIndex
CREATE INDEX "Order_sales_cancelledAt_idx" ON "Order"("cancelledAt");

-- CreateIndex
CREATE INDEX "Checkout_sales_createdAt_idx" ON "Checkout"("createdAt", "status");

-- Sales report rollup (docs/decisions/024-sales-report-and-dashboard.md).
-- Prisma's migration runner splits scripts at every semicolon, so the trigger functions' bodies
-- are E'' strings with \073 for each semicolon, and the SQL functions are single statements.

-- Everything the report counts is dated on an India day (IST, UTC+5:30, no daylight saving).
CREATE FUNCTION india_day(ts timestamp) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (ts + interval '330 minutes')::date $$;

-- Records that these days' sales changed. Append-only: a paying transaction never waits on a
-- shared row, and the rollup job deletes only the rows its snapshot saw.
CREATE FUNCTION sales_mark_days(days date[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO "SalesDayChange" ("day")
    SELECT DISTINCT d FROM unnest(days) AS d WHERE d IS NOT NULL ORDER BY 1
  $$;

-- The days an order's figures appear on: paid (sale), cancelled (return), its refunds processed.
CREATE FUNCTION sales_order_days(order_ids text[]) RETURNS date[]
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(array_agg(DISTINCT d), '{}') FROM (
      SELECT india_day(o."paidAt") AS d FROM "Order" o WHERE o.id = ANY(order_ids)
      UNION SELECT india_day(o."cancelledAt") FROM "Order" o WHERE o.id = ANY(order_ids)
      UNION SELECT india_day(r."processedAt") FROM "Refund" r WHERE r."orderId" = ANY(order_ids)
    ) AS days WHERE d IS NOT NULL
  $$;

-- A refund counts on its processed day. One processed before a cancellation also changes what
-- the cancellation returns, so the order's cancel day is marked too.
CREATE FUNCTION sales_refund_days(processed timestamp[], order_ids text[]) RETURNS date[]
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(array_agg(DISTINCT d), '{}') FROM (
      SELECT india_day(p) AS d FROM unnest(processed) AS p
      UNION SELECT india_day(o."cancelledAt") FROM "Order" o WHERE o.id = ANY(order_ids)
    ) AS days WHERE d IS NOT NULL
  $$;

CREATE FUNCTION sales_order_inserted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(ARRAY(
    SELECT india_day(n."paidAt") FROM new_rows n
    UNION SELECT india_day(n."cancelledAt") FROM new_rows n))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_order_updated() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(ARRAY(
    WITH changed AS (
      SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o."paidAt", o."cancelledAt", o."subtotalPaise", o."shippingPaise",
             o."discountPaise", o."totalPaise", o."taxPaise", o."cgstPaise", o."sgstPaise",
             o."igstPaise", o."placeOfSupply")
        IS DISTINCT FROM
            (n."paidAt", n."cancelledAt", n."subtotalPaise", n."shippingPaise",
             n."discountPaise", n."totalPaise", n."taxPaise", n."cgstPaise", n."sgstPaise",
             n."igstPaise", n."placeOfSupply")
    )
    SELECT india_day("paidAt") FROM changed
    UNION SELECT india_day("cancelledAt") FROM changed
    UNION SELECT unnest(sales_order_days(ARRAY(SELECT id FROM changed)))))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_order_deleted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(ARRAY(
    SELECT india_day(o."paidAt") FROM old_rows o
    UNION SELECT india_day(o."cancelledAt") FROM old_rows o))\073
  RETURN NULL\073
END';

CREATE TRIGGER sales_order_inserted AFTER INSERT ON "Order"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_order_inserted();
CREATE TRIGGER sales_order_updated AFTER UPDATE ON "Order"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_order_updated();
CREATE TRIGGER sales_order_deleted AFTER DELETE ON "Order"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_order_deleted();

-- Lines decide a sale's gross, products and HSN codes, and how its refunds are shared.
CREATE FUNCTION sales_item_inserted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_order_days(ARRAY(SELECT DISTINCT n."orderId" FROM new_rows n)))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_item_updated() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_order_days(ARRAY(
    SELECT x.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o."orderId"), (n."orderId")) AS x(id)
    WHERE (o."orderId", o."productId", o."hsnCode", o."gstRateBp", o."taxPaise", o."quantity",
           o."tierQuantity", o."totalPaise")
      IS DISTINCT FROM
          (n."orderId", n."productId", n."hsnCode", n."gstRateBp", n."taxPaise", n."quantity",
           n."tierQuantity", n."totalPaise"))))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_item_deleted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_order_days(ARRAY(SELECT DISTINCT o."orderId" FROM old_rows o)))\073
  RETURN NULL\073
END';

CREATE TRIGGER sales_item_inserted AFTER INSERT ON "OrderItem"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_item_inserted();
CREATE TRIGGER sales_item_updated AFTER UPDATE ON "OrderItem"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_item_updated();
CREATE TRIGGER sales_item_deleted AFTER DELETE ON "OrderItem"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_item_deleted();

CREATE FUNCTION sales_refund_inserted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_refund_days(
    ARRAY(SELECT n."processedAt" FROM new_rows n WHERE n."processedAt" IS NOT NULL),
    ARRAY(SELECT n."orderId" FROM new_rows n WHERE n."processedAt" IS NOT NULL)))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_refund_updated() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_refund_days(
    ARRAY(SELECT x.at FROM old_rows o JOIN new_rows n ON n.id = o.id
          CROSS JOIN LATERAL (VALUES (o."processedAt", o."orderId"), (n."processedAt", n."orderId"))
            AS x(at, order_id)
          WHERE x.at IS NOT NULL
            AND (o."status", o."processedAt", o."amountPaise", o."orderId")
                IS DISTINCT FROM (n."status", n."processedAt", n."amountPaise", n."orderId")),
    ARRAY(SELECT x.order_id FROM old_rows o JOIN new_rows n ON n.id = o.id
          CROSS JOIN LATERAL (VALUES (o."processedAt", o."orderId"), (n."processedAt", n."orderId"))
            AS x(at, order_id)
          WHERE x.at IS NOT NULL
            AND (o."status", o."processedAt", o."amountPaise", o."orderId")
                IS DISTINCT FROM (n."status", n."processedAt", n."amountPaise", n."orderId"))))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_refund_deleted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_refund_days(
    ARRAY(SELECT o."processedAt" FROM old_rows o WHERE o."processedAt" IS NOT NULL),
    ARRAY(SELECT o."orderId" FROM old_rows o WHERE o."processedAt" IS NOT NULL)))\073
  RETURN NULL\073
END';

CREATE TRIGGER sales_refund_inserted AFTER INSERT ON "Refund"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_refund_inserted();
CREATE TRIGGER sales_refund_updated AFTER UPDATE ON "Refund"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_refund_updated();
CREATE TRIGGER sales_refund_deleted AFTER DELETE ON "Refund"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_refund_deleted();

-- A credit note's GST split is its refund's GST in the report.
CREATE FUNCTION sales_credit_note_inserted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_refund_days(
    ARRAY(SELECT r."processedAt" FROM new_rows c JOIN "Refund" r ON r.id = c."refundId"),
    ARRAY(SELECT r."orderId" FROM new_rows c JOIN "Refund" r ON r.id = c."refundId")))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_credit_note_updated() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_refund_days(
    ARRAY(SELECT r."processedAt" FROM (SELECT "refundId" FROM old_rows
          UNION SELECT "refundId" FROM new_rows) c JOIN "Refund" r ON r.id = c."refundId"),
    ARRAY(SELECT r."orderId" FROM (SELECT "refundId" FROM old_rows
          UNION SELECT "refundId" FROM new_rows) c JOIN "Refund" r ON r.id = c."refundId")))\073
  RETURN NULL\073
END';

CREATE FUNCTION sales_credit_note_deleted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM sales_mark_days(sales_refund_days(
    ARRAY(SELECT r."processedAt" FROM old_rows c JOIN "Refund" r ON r.id = c."refundId"),
    ARRAY(SELECT r."orderId" FROM old_rows c JOIN "Refund" r ON r.id = c."refundId")))\073
  RETURN NULL\073
END';

CREATE TRIGGER sales_credit_note_inserted AFTER INSERT ON "CreditNote"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_credit_note_inserted();
CREATE TRIGGER sales_credit_note_updated AFTER UPDATE ON "CreditNote"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_credit_note_updated();
CREATE TRIGGER sales_credit_note_deleted AFTER DELETE ON "CreditNote"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_credit_note_deleted();

-- Days that already have sales are computed by the job's first run.
SELECT sales_mark_days(ARRAY(
  SELECT india_day("paidAt") FROM "Order" WHERE "paidAt" IS NOT NULL
  UNION SELECT india_day("cancelledAt") FROM "Order" WHERE "cancelledAt" IS NOT NULL
  UNION SELECT india_day("processedAt") FROM "Refund" WHERE "processedAt" IS NOT NULL));
