-- A phone or email is an account's only once proved (decision 031). Existing rows stay unproved:
-- nobody can tell who typed them.
ALTER TABLE "User" ADD COLUMN "emailVerifiedAt" TIMESTAMP(3),
ADD COLUMN "phoneVerifiedAt" TIMESTAMP(3);
