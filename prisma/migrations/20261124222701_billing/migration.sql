-- AlterTable
ALTER TABLE "subscription" ADD COLUMN     "cancelAt" TIMESTAMP(3),
ADD COLUMN     "graceEndsAt" TIMESTAMP(3),
ADD COLUMN     "pastDueSince" TIMESTAMP(3),
ADD COLUMN     "stripeSyncedAt" TIMESTAMP(3),
ADD COLUMN     "trialEnd" TIMESTAMP(3),
ADD COLUMN     "trialUsedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "stripe_event" (
    "id" UUID NOT NULL,
    "status" "GenerationStatus" NOT NULL DEFAULT 'queued',
    "stage" TEXT NOT NULL DEFAULT 'queued',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT 'Waiting to start',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "stripeEventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "eventCreated" TIMESTAMP(3) NOT NULL,
    "livemode" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "stripe_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_reconcile_job" (
    "id" UUID NOT NULL,
    "status" "GenerationStatus" NOT NULL DEFAULT 'queued',
    "stage" TEXT NOT NULL DEFAULT 'queued',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT 'Waiting to start',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "day" DATE,
    "since" TIMESTAMP(3),
    "until" TIMESTAMP(3),
    "eventsSeen" INTEGER NOT NULL DEFAULT 0,
    "customersSynced" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "billing_reconcile_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "stripe_event_stripeEventId_key" ON "stripe_event"("stripeEventId");

-- CreateIndex
CREATE INDEX "stripe_event_customerId_idx" ON "stripe_event"("customerId");

-- CreateIndex
CREATE INDEX "stripe_event_createdAt_idx" ON "stripe_event"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "billing_reconcile_job_day_key" ON "billing_reconcile_job"("day");

-- CreateIndex
CREATE INDEX "billing_reconcile_job_status_until_idx" ON "billing_reconcile_job"("status", "until");
