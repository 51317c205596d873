-- CreateTable
CREATE TABLE "import_upload" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "import_upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trial_claim" (
    "emailHash" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trial_claim_pkey" PRIMARY KEY ("emailHash")
);

-- CreateTable
CREATE TABLE "file_sweep_job" (
    "id" UUID NOT NULL,
    "status" "GenerationStatus" NOT NULL DEFAULT 'queued',
    "stage" TEXT NOT NULL DEFAULT 'queued',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT 'Waiting to start',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "slot" TIMESTAMP(3),
    "filesRemoved" INTEGER NOT NULL DEFAULT 0,
    "bytesRemoved" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "file_sweep_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "import_upload_userId_expiresAt_idx" ON "import_upload"("userId", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "file_sweep_job_slot_key" ON "file_sweep_job"("slot");

-- CreateIndex
CREATE INDEX "media_file_hash_idx" ON "media_file"("hash");

-- AddForeignKey
ALTER TABLE "import_upload" ADD CONSTRAINT "import_upload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
