-- CreateTable
CREATE TABLE "parameter_fit_job" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "GenerationStatus" NOT NULL DEFAULT 'queued',
    "stage" TEXT NOT NULL DEFAULT 'queued',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT 'Waiting to start',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "trainReviews" INTEGER NOT NULL DEFAULT 0,
    "testReviews" INTEGER NOT NULL DEFAULT 0,
    "defaultLogLoss" DOUBLE PRECISION,
    "fittedLogLoss" DOUBLE PRECISION,
    "defaultRmse" DOUBLE PRECISION,
    "fittedRmse" DOUBLE PRECISION,
    "accepted" BOOLEAN,
    "weights" DOUBLE PRECISION[] DEFAULT ARRAY[]::DOUBLE PRECISION[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "parameter_fit_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "parameter_fit_job_userId_createdAt_idx" ON "parameter_fit_job"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "parameter_fit_job" ADD CONSTRAINT "parameter_fit_job_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
