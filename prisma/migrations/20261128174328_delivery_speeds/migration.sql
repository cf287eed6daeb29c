-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "sameDay" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "deliveryPin" TEXT,
ADD COLUMN     "deliverySpeed" TEXT NOT NULL DEFAULT 'STANDARD';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deliveryFrom" DATE,
ADD COLUMN     "deliverySpeed" TEXT NOT NULL DEFAULT 'STANDARD',
ADD COLUMN     "deliveryTo" DATE,
ADD COLUMN     "shippingGstRateBp" INTEGER,
ADD COLUMN     "shippingHsn" TEXT,
ADD COLUMN     "shippingTaxPaise" INTEGER;

-- The products the print room can print and deliver within Bengaluru on the day (prisma/catalog/same-day.ts).
UPDATE "Product" SET "sameDay" = true
WHERE slug IN ('standard-visiting-cards', 'pamphlet-maker', 'custom-postcards', '4x6-photo-prints', 'mini-photo-prints');
