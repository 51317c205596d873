import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useParams } from "react-router-dom";
import { useSession } from "../../lib/auth/use-session.ts";
import { countContentPages, hasContentPage } from "../../features/content/api/load-content.ts";
import { ArticlePager } from "../../features/content/components/article-pager.tsx";
import { ContentHeader } from "../../features/content/components/content-header.tsx";
import { ContentLinkCard } from "../../features/content/components/content-link-card.tsx";
import { ContentLoadError } from "../../features/content/components/content-load-error.tsx";
import { ContentSkeleton } from "../../features/content/components/content-skeleton.tsx";
import { MarkdownBody } from "../../features/content/components/markdown-body.tsx";
import { TrialCallToAction } from "../../features/content/components/trial-call-to-action.tsx";
import { findNeighbours, slugFromUrlSegment, type ContentPage } from "../../features/content/content-page.ts";
import { useContentIndex, useContentPage } from "../../features/content/hooks/use-content.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { paths } from "../../lib/paths.ts";
import { useSignUpOffer } from "../use-sign-up-offer.ts";
import { NotFoundRoute } from "./not-found.tsx";

const HOW_TO_LEAD =
  "Step-by-step guides to making flashcards with AI from text, Word, PDF, PowerPoint and images, then studying and exporting them.";

function CallToAction() {
  const { user, isPending } = useSession();
  const signUp = useSignUpOffer();
  // Until the session is known, neither invitation is right.
  if (isPending) return null;
  return (
    <TrialCallToAction isSignedIn={user !== null} signUpHref={signUp.href} signUpLabel={signUp.label} decksHref={paths.decks.getHref()} />
  );
}

/** /about/how_to: every guide as a card, in reading order. */
export function HowToRoute() {
  const index = useContentIndex("how-to");
  return (
    <Stack gap="xl">
      <ContentHeader title="How To" lead={HOW_TO_LEAD} />
      {index.error ? <ContentLoadError error={index.error} onRetry={() => void index.refetch()} /> : null}
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        aria-label="Guides"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {index.data
          ? index.data.map((page) => (
              <li key={page.slug}>
                <ContentLinkCard page={page} href={paths.howToArticle.getHref(page.slug)} />
              </li>
            ))
          : index.isPending
            ? Array.from({ length: countContentPages("how-to") }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <Skeleton height={112} radius="md" />
                </li>
              ))
            : null}
      </SimpleGrid>
      <CallToAction />
    </Stack>
  );
}

/** /about/how_to/{slug}: one guide, with the guides before and after it. */
export function HowToArticleRoute() {
  const slug = slugFromUrlSegment(useParams().slug);
  if (!slug || !hasContentPage("how-to", slug)) return <NotFoundRoute />;
  return <HowToArticle key={slug} slug={slug} />;
}

function HowToArticle({ slug }: { slug: string }) {
  const page = useContentPage("how-to", slug);
  if (page.error) return <ContentLoadError error={page.error} onRetry={() => void page.refetch()} />;
  if (!page.data) return <ContentSkeleton label="Loading the guide" />;
  return <HowToArticleView page={page.data} />;
}

function HowToArticleView({ page }: { page: ContentPage }) {
  usePageTitle(page.title);
  const index = useContentIndex("how-to");
  const { previous, next } = findNeighbours(index.data ?? [], page.slug);
  const link = (neighbour: typeof previous) =>
    neighbour ? { page: neighbour, href: paths.howToArticle.getHref(neighbour.slug) } : undefined;
  return (
    <Stack gap="xl" component="article" data-slug={page.slug}>
      <ContentHeader title={page.title} lead={page.description} trail={[{ label: "How To", href: paths.howTo.getHref() }]} />
      <MarkdownBody markdown={page.body} />
      <CallToAction />
      <ArticlePager previous={link(previous)} next={link(next)} />
    </Stack>
  );
}
