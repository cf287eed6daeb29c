-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "designCheckedAt" TIMESTAMP(3),
ADD COLUMN     "proofCheckedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "proofCheckedAt" TIMESTAMP(3);

-- A catalog seeded before this migration: the salon menu's A4 tri-fold is the flat A4 sheet that
-- folds in three (it said one panel's size), so its design gets the whole sheet and its fold lines.
UPDATE "ProductOptionValue" SET "trimWidthMm" = 297, "trimHeightMm" = 210
WHERE "key" = 'a4-trifold' AND "optionId" IN (
  SELECT o."id" FROM "ProductOption" o JOIN "Product" p ON p."id" = o."productId"
  WHERE p."slug" = 'salon-service-menu-cards' AND o."key" = 'format'
);
