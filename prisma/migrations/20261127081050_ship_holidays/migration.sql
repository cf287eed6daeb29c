-- CreateTable
CREATE TABLE "ShopHoliday" (
    "day" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopHoliday_pkey" PRIMARY KEY ("day")
);
