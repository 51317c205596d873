import { Box } from "@mantine/core";
import { GROUP_NOT_FOUND } from "@mnemo/api-contract";
import { lazy, Suspense } from "react";
import { useParams } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { PlannedPage } from "../../components/planned-page.tsx";
import { StatisticsSkeleton } from "../../features/statistics/components/statistics-skeleton.tsx";
import { StudyOverviewPage } from "../../features/study/components/study-overview.tsx";
import { StudySession } from "../../features/study/components/study-session.tsx";
import { isUuid } from "../../lib/is-uuid.ts";
import { paths } from "../../lib/paths.ts";
import { NotFoundRoute } from "./not-found.tsx";

// The charts (recharts) load only when /study is shown, after the overview.
const StatisticsView = lazy(() =>
  import("../../features/statistics/components/statistics-view.tsx").then((module) => ({ default: module.StatisticsView })),
);

/** /study: every deck with what it has for today, then the statistics of all decks. */
export function StudyRoute() {
  return (
    <>
      <StudyOverviewPage />
      <Box maw={860} w="100%" mx="auto" mt="xl">
        <Suspense fallback={<StatisticsSkeleton />}>
          <StatisticsView groupIds={[]} />
        </Suspense>
      </Box>
    </>
  );
}

const PLAYGROUND_PLANNED = [
  "Spaced repetition (FSRS): each card comes back just before you would forget it.",
  "Answer with Again, Hard, Good or Easy from the keyboard (1–4) or by tapping.",
  "Your answers stay in this browser until you create an account.",
];

export function StudyPlaygroundRoute() {
  return (
    <PlannedPage
      title="Study the sample deck"
      lead="Studying without an account is on its way: the sample deck 'Your First Deck' lives in this browser. With a free account you can study your own decks today."
      planned={PLAYGROUND_PLANNED}
      actions={[
        { label: "Open the sample deck", href: paths.decks.getHref() },
        { label: "Create a free account", href: paths.auth.getHref() },
      ]}
    />
  );
}

/** /study/{id}/{id}/…: every segment must be a deck id, or the URL is not a page; a deck that is not the learner's is 'Group not found'. */
export function StudyGroupsRoute() {
  const segments = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (segments.length === 0 || !segments.every(isUuid)) return <NotFoundRoute />;
  const groupIds = [...new Set(segments.map((id) => id.toLowerCase()))];
  return (
    <StudySession
      key={groupIds.join("/")}
      groupIds={groupIds}
      notFound={<ErrorScreen status={404} message={GROUP_NOT_FOUND} pageTitle="Deck not found" />}
    />
  );
}
