-- AlterTable
-- nameSortKey: the name in lower case with every run of digits zero-padded to 10, so the C collation
-- orders "Cards 2" before "Cards 10" and "iPhone" among the I's (the shop's A to Z).
ALTER TABLE "Product" ADD COLUMN     "fromPricePaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "nameSortKey" TEXT NOT NULL GENERATED ALWAYS AS (
  regexp_replace(regexp_replace(lower("name"), '(\d+)', '0000000000\1', 'g'), '0*(\d{10})', '\1', 'g')
) STORED;

-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 1,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Product_active_hot_position_idx" ON "Product"("active", "hot" DESC, "position");

-- CreateIndex
CREATE INDEX "Product_active_fromPricePaise_position_idx" ON "Product"("active", "fromPricePaise", "position");

-- CreateIndex
CREATE INDEX "Product_active_nameSortKey_position_idx" ON "Product"("active", "nameSortKey", "position");

-- CreateIndex
CREATE INDEX "Product_active_createdAt_position_idx" ON "Product"("active", "createdAt" DESC, "position" DESC);

-- Name search (substring, any case: ILIKE '%q%') served by a trigram index. The embedded database
-- (PGlite) loads the same extension (scripts/lib/embedded-postgres.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING gin ("name" gin_trgm_ops);

-- Function bodies write their semicolons as \x3b: the migration runner (Prisma's pg adapter) splits
-- the script at every semicolon, even inside a quoted body.

-- The "from" price: the cheapest quantity tier, kept on the product for cards and the price sort.
CREATE FUNCTION product_from_price() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  ids TEXT[]\x3b
BEGIN
  IF TG_OP = ''INSERT'' THEN
    ids := ARRAY[NEW."productId"]\x3b
  ELSIF TG_OP = ''DELETE'' THEN
    ids := ARRAY[OLD."productId"]\x3b
  ELSE
    ids := ARRAY[NEW."productId", OLD."productId"]\x3b
  END IF\x3b
  UPDATE "Product" p
  SET "fromPricePaise" = COALESCE(
    (SELECT min(t."pricePaise") FROM "QuantityTier" t WHERE t."productId" = p.id), 0)
  WHERE p.id = ANY (ids)\x3b
  RETURN NULL\x3b
END\x3b';
CREATE TRIGGER product_from_price AFTER INSERT OR UPDATE OR DELETE ON "QuantityTier"
  FOR EACH ROW EXECUTE FUNCTION product_from_price();

UPDATE "Product" p SET
  "fromPricePaise" = COALESCE(
    (SELECT min(t."pricePaise") FROM "QuantityTier" t WHERE t."productId" = p.id), 0);

-- The catalog version: raised by every statement that changes a catalog table, read by each app
-- instance at most once a second to know when its cached menus and lists are stale.
INSERT INTO "CatalogVersion" ("id") VALUES (1);
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1, "changedAt" = CURRENT_TIMESTAMP
  WHERE "id" = 1\x3b
  RETURN NULL\x3b
END\x3b';
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "QuantityTier"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductOption"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductOptionValue"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Collection"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CollectionItem"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "LandingPage"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
