import { SimpleGrid, Stack, Title } from "@mantine/core";
import { useParams } from "react-router-dom";
import { useSession } from "../../lib/auth/use-session.ts";
import { ABOUT_INDEX_SLUG, hasContentPage } from "../../features/content/api/load-content.ts";
import { ContentHeader } from "../../features/content/components/content-header.tsx";
import { ContentLinkCard } from "../../features/content/components/content-link-card.tsx";
import { ContentLoadError } from "../../features/content/components/content-load-error.tsx";
import { ContentSkeleton } from "../../features/content/components/content-skeleton.tsx";
import { MarkdownBody } from "../../features/content/components/markdown-body.tsx";
import { TrialCallToAction } from "../../features/content/components/trial-call-to-action.tsx";
import { slugFromUrlSegment, type ContentMeta, type ContentPage } from "../../features/content/content-page.ts";
import { useContentIndex, useContentPage } from "../../features/content/hooks/use-content.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { paths } from "../../lib/paths.ts";
import { useSignUpOffer } from "../use-sign-up-offer.ts";
import { NotFoundRoute } from "./not-found.tsx";

/** Beside the about pages themselves: the guides and the suggestion form. */
const MORE_LINKS: { page: ContentMeta; href: string }[] = [
  {
    page: { slug: "how-to", title: "How To", description: "Step-by-step guides for every way of making cards.", order: 0, icon: "deck" },
    href: paths.howTo.getHref(),
  },
  {
    page: {
      slug: "suggest-a-feature",
      title: "Suggest a Feature",
      description: "Feel like something is missing? Let us know what you want to see next!",
      order: 0,
      icon: "info",
    },
    href: paths.suggestFeature.getHref(),
  },
];

/** /about */
export function AboutRoute() {
  return <AboutPage slug={ABOUT_INDEX_SLUG} />;
}

/** /about/{slug}: privacy, terms, open source, …; anything else is a 404. */
export function AboutPageRoute() {
  const slug = slugFromUrlSegment(useParams()["*"]);
  if (!slug || slug === ABOUT_INDEX_SLUG || !hasContentPage("about", slug)) return <NotFoundRoute />;
  return <AboutPage key={slug} slug={slug} />;
}

function AboutPage({ slug }: { slug: string }) {
  const page = useContentPage("about", slug);
  if (page.error) return <ContentLoadError error={page.error} onRetry={() => void page.refetch()} />;
  if (!page.data) return <ContentSkeleton label="Loading the page" />;
  return slug === ABOUT_INDEX_SLUG ? <AboutPageView page={page.data} /> : <AboutSubpageView page={page.data} />;
}

/** A page under /about carries its own title; /about keeps the route table's 'About'. */
function AboutSubpageView({ page }: { page: ContentPage }) {
  usePageTitle(page.title);
  return <AboutPageView page={page} />;
}

function AboutPageView({ page }: { page: ContentPage }) {
  const isIndex = page.slug === ABOUT_INDEX_SLUG;
  const { user, isPending } = useSession();
  const signUp = useSignUpOffer();
  const index = useContentIndex("about");
  const related = [
    ...(index.data ?? [])
      .filter((other) => other.slug !== ABOUT_INDEX_SLUG && other.slug !== page.slug)
      .map((other) => ({ page: other, href: paths.aboutPage.getHref(other.slug) })),
    ...(isIndex ? MORE_LINKS : []),
  ];
  return (
    <Stack gap="xl" component="article" data-slug={page.slug}>
      <ContentHeader title={page.title} lead={page.description} trail={isIndex ? [] : [{ label: "About", href: paths.about.getHref() }]} />
      <MarkdownBody markdown={page.body} />
      {isPending ? null : (
        <TrialCallToAction
          isSignedIn={user !== null}
          signUpHref={signUp.href}
          signUpLabel={signUp.label}
          decksHref={paths.decks.getHref()}
        />
      )}
      {related.length > 0 ? (
        <Stack gap="md" component="section" aria-labelledby="about-more">
          <Title order={2} size="h3" id="about-more">
            {isIndex ? "Learn more" : "More about Mnemo"}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {related.map((link) => (
              <ContentLinkCard key={link.href} page={link.page} href={link.href} headingOrder={3} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
