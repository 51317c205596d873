-- CreateTable
CREATE TABLE "diagram" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "fileKey" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "sourceId" UUID,
    "groupId" UUID,
    "overviewId" UUID,
    "generator" TEXT NOT NULL DEFAULT 'offline',
    "graph" JSONB,
    "version" INTEGER NOT NULL DEFAULT 0,
    "status" "GenerationStatus" NOT NULL DEFAULT 'queued',
    "stage" TEXT NOT NULL DEFAULT 'queued',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT 'Waiting to start',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "diagram_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "diagram_fileKey_key" ON "diagram"("fileKey");

-- CreateIndex
CREATE INDEX "diagram_userId_createdAt_id_idx" ON "diagram"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "diagram_sourceId_idx" ON "diagram"("sourceId");

-- CreateIndex
CREATE INDEX "diagram_groupId_idx" ON "diagram"("groupId");

-- CreateIndex
CREATE INDEX "diagram_overviewId_idx" ON "diagram"("overviewId");

-- AddForeignKey
ALTER TABLE "diagram" ADD CONSTRAINT "diagram_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "diagram" ADD CONSTRAINT "diagram_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "source"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "diagram" ADD CONSTRAINT "diagram_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "group"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "diagram" ADD CONSTRAINT "diagram_overviewId_fkey" FOREIGN KEY ("overviewId") REFERENCES "diagram"("id") ON DELETE CASCADE ON UPDATE CASCADE;
