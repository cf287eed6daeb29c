-- CreateTable
CREATE TABLE "CategorySlugRedirect" (
    "slug" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CategorySlugRedirect_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "CatalogChange" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CategorySlugRedirect_categoryId_idx" ON "CategorySlugRedirect"("categoryId");

-- CreateIndex
CREATE INDEX "CatalogChange_subject_subjectId_createdAt_idx" ON "CatalogChange"("subject", "subjectId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CatalogChange_createdAt_idx" ON "CatalogChange"("createdAt" DESC);

-- AddForeignKey
ALTER TABLE "CategorySlugRedirect" ADD CONSTRAINT "CategorySlugRedirect_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;
