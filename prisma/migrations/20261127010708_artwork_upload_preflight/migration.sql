-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "backUploadId" TEXT,
ADD COLUMN     "preflight" JSONB;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_backUploadId_fkey" FOREIGN KEY ("backUploadId") REFERENCES "Upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;
