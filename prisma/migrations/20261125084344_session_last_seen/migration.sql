-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Existing sessions: the best known use is the last renewal (a session used in its second half
-- was extended to 30 days from that use), else when it was opened.
UPDATE "Session" SET "lastSeenAt" = GREATEST("createdAt", "expiresAt" - INTERVAL '30 days');
