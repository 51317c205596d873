import { Badge, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TPlan } from "@mnemo/api-contract";
import { IconArrowRight, IconCards } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useSession } from "../../lib/auth/use-session.ts";
import { TryItArea } from "../../features/playground/components/try-it-area.tsx";
import { CardViewer } from "../../features/cards/components/card-viewer.tsx";
import { ManualCardForm } from "../../features/cards/components/manual-card-form.tsx";
import { usePlans } from "../../features/billing/hooks/use-billing.ts";
import { paths } from "../../lib/paths.ts";
import { PlanPriceTag } from "../../components/plan-price-tag.tsx";
import { useSignUpOffer } from "../use-sign-up-offer.ts";

/* Inline illustrations: theme colours, so they follow light and dark mode; no image requests. */
const ACCENT = "var(--mantine-primary-color-filled)";
const SOFT = "var(--mantine-primary-color-light)";
const PAPER = "var(--mantine-color-body)";
const LINE = "var(--mantine-color-default-border)";

function Picture({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg viewBox="0 0 120 80" width="120" height="80" role="img" aria-label={label}>
      {children}
    </svg>
  );
}

function NotesPicture() {
  return (
    <Picture label="A page of notes and a slide">
      <rect x="18" y="8" width="48" height="62" rx="5" fill={PAPER} stroke={LINE} strokeWidth="2" />
      {[20, 30, 40, 50].map((y) => (
        <rect key={y} x="26" y={y} width={y === 50 ? 20 : 32} height="4" rx="2" fill={LINE} />
      ))}
      <rect x="56" y="26" width="48" height="34" rx="5" fill={SOFT} stroke={ACCENT} strokeWidth="2" />
      <path d="M64 52l10-12 8 8 6-5 8 9z" fill={ACCENT} opacity="0.8" />
    </Picture>
  );
}

function CardsPicture() {
  return (
    <Picture label="A stack of flashcards">
      <rect x="30" y="14" width="60" height="40" rx="6" fill={SOFT} stroke={LINE} strokeWidth="2" transform="rotate(-8 60 34)" />
      <rect x="30" y="22" width="60" height="40" rx="6" fill={PAPER} stroke={ACCENT} strokeWidth="2" />
      <text x="60" y="48" textAnchor="middle" fontSize="20" fontWeight="700" fill={ACCENT}>
        ?
      </text>
    </Picture>
  );
}

function StudyPicture() {
  return (
    <Picture label="A remembered card and an export arrow">
      <rect x="16" y="18" width="54" height="44" rx="6" fill={PAPER} stroke={LINE} strokeWidth="2" />
      <circle cx="43" cy="40" r="12" fill={SOFT} />
      <path d="M37 40l4 4 8-9" fill="none" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M80 40h24m-8-8l8 8-8 8" fill="none" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </Picture>
  );
}

const STEPS = [
  { title: "Bring your notes", text: "Paste text, or upload Word, PDF, PowerPoint and images.", Picture: NotesPicture },
  {
    title: "Get flashcards",
    text: "Question-and-answer, cloze, true/false and multiple-choice cards, each tied to the passage it came from. Or write your own.",
    Picture: CardsPicture,
  },
  {
    title: "Study and keep them",
    text: "Spaced repetition brings each card back in time. Export to Anki, Quizlet, CSV, Markdown or PDF.",
    Picture: StudyPicture,
  },
];

function PlanPrices() {
  const plans = usePlans();
  return (
    <Stack component="section" gap="md" aria-labelledby="plans-heading">
      <Group justify="space-between" align="flex-end">
        <Title order={2} id="plans-heading">
          Simple prices
        </Title>
        <Button
          component={Link}
          to={paths.upgrade.getHref()}
          variant="subtle"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          Compare plans
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {plans.data
          ? plans.data.map((plan) => <PlanPrice key={plan.id} plan={plan} />)
          : [0, 1, 2].map((index) => <Skeleton key={index} height={118} radius="md" />)}
      </SimpleGrid>
      {plans.error ? (
        <Text size="sm" c="dimmed">
          Prices could not be loaded just now; see them on the <Link to={paths.upgrade.getHref()}>plans page</Link>.
        </Text>
      ) : null}
    </Stack>
  );
}

function PlanPrice({ plan }: { plan: TPlan }) {
  return (
    <Paper withBorder radius="md" p="lg" data-plan={plan.id}>
      <Group justify="space-between" align="flex-start">
        <Text fw={700}>{plan.name}</Text>
        {plan.id === "premium" ? <Badge variant="light">Popular</Badge> : null}
      </Group>
      <PlanPriceTag plan={plan} size={32} />
      <Text size="sm" c="dimmed">
        {plan.subtitle}
      </Text>
    </Paper>
  );
}

/** Scrolls to the try-it area and puts focus on its card, so Space flips it as the viewer's hint says (the heading if no card shows). */
function showTryIt() {
  const heading = document.getElementById("try-it-heading");
  heading?.scrollIntoView({ behavior: "smooth", block: "start" });
  const card = document.querySelector<HTMLElement>("#try-it [data-card-surface]");
  (card ?? heading)?.focus({ preventScroll: true });
}

/** Home: what Mnemo does, the sign-up call to action, the live try-it area for visitors, how it works and prices. */
export function HomeRoute() {
  const { user, isPending } = useSession();
  const signUp = useSignUpOffer();
  return (
    <Stack gap={72}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" component="section" aria-labelledby="home-title" pt={{ base: "md", md: "xl" }}>
        <Stack gap="lg" justify="center">
          <Badge variant="light" size="lg" tt="none" style={{ alignSelf: "flex-start" }}>
            Free to start · upgrade any time
          </Badge>
          <Title order={1} id="home-title" fz={{ base: 36, sm: 48 }} lh={1.1}>
            Turn your notes into flashcards you own.
          </Title>
          <Text size="xl" c="dimmed">
            Paste text or upload Word, PDF, PowerPoint and images: Mnemo makes flashcards from them. Study with spaced repetition and export
            to Anki, Quizlet and more whenever you like.
          </Text>
          <Group gap="sm" mih={50}>
            {isPending ? (
              <Skeleton height={50} width={220} radius="md" />
            ) : user ? (
              <Button component={Link} to={paths.decks.getHref()} size="lg" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
                Go to your decks
              </Button>
            ) : (
              <>
                <Button component={Link} to={signUp.href} size="lg">
                  {signUp.label}
                </Button>
                {/* A button, not an #anchor: a URL hash on load is read as an OAuth sign-in result (docs/product.md). */}
                <Button size="lg" variant="default" leftSection={<IconCards size={18} aria-hidden="true" />} onClick={showTryIt}>
                  Try the sample deck
                </Button>
              </>
            )}
          </Group>
        </Stack>
        <Box visibleFrom="md" aria-hidden="true">
          <svg viewBox="0 0 360 280" width="100%" style={{ maxWidth: 460, display: "block", marginInline: "auto" }}>
            <rect x="70" y="40" width="220" height="140" rx="16" fill={SOFT} transform="rotate(-9 180 110)" />
            <rect x="70" y="60" width="220" height="140" rx="16" fill={PAPER} stroke={LINE} strokeWidth="2" transform="rotate(4 180 130)" />
            <rect x="60" y="80" width="240" height="150" rx="16" fill={PAPER} stroke={ACCENT} strokeWidth="3" />
            <rect x="84" y="108" width="150" height="12" rx="6" fill={ACCENT} />
            <rect x="84" y="132" width="190" height="9" rx="4.5" fill={LINE} />
            <rect x="84" y="150" width="120" height="9" rx="4.5" fill={LINE} />
            <rect x="84" y="186" width="88" height="26" rx="13" fill={SOFT} />
            <rect x="184" y="186" width="88" height="26" rx="13" fill={ACCENT} />
          </svg>
        </Box>
      </SimpleGrid>

      <TryItArea CardViewer={CardViewer} CardForm={ManualCardForm} />

      <Stack component="section" gap="md" aria-labelledby="how-heading">
        <Title order={2} id="how-heading">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {STEPS.map(({ title, text, Picture: StepPicture }, index) => (
            <Paper key={title} component="li" withBorder radius="md" p="lg">
              <Stack gap="xs">
                <StepPicture />
                <Title order={3} size="h4">
                  {index + 1}. {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <PlanPrices />
    </Stack>
  );
}
