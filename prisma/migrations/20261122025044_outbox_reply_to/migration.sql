-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "replyTo" TEXT;
