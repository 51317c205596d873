import { Button, ColorSwatch, Container, Group, Stack } from "@mantine/core";
import { useNavigate, useParams } from "react-router-dom";
import { CardFace } from "../../features/cards/components/card-face.tsx";
import { ButtonGallery } from "../../features/gallery/components/button-gallery.tsx";
import { CardGallery } from "../../features/gallery/components/card-gallery.tsx";
import { DialogGallery } from "../../features/gallery/components/dialog-gallery.tsx";
import { GalleryIndex } from "../../features/gallery/components/gallery-index.tsx";
import { GalleryNotFound } from "../../features/gallery/components/gallery-not-found.tsx";
import { GalleryHeader, GallerySection } from "../../features/gallery/components/gallery-section.tsx";
import { SidebarGridDemo } from "../../features/gallery/components/sidebar-grid-demo.tsx";
import { TestPatternVideo } from "../../features/gallery/components/test-pattern-video.tsx";
import { noteCardsReadyToast, toastPresets, type ToastPresetName } from "../../components/toasts/toast-presets.ts";
import { addToast, clearToasts, type ToastSeverity } from "../../components/toasts/toast-store.ts";
import { paths } from "../../lib/paths.ts";
import { BackLink } from "../../components/back-link.tsx";

export function TestsRoute() {
  return <GalleryIndex />;
}

export function TestsCardsRoute() {
  // The app's own card faces, so the gallery shows what studying shows.
  return <CardGallery renderFace={(content, side) => <CardFace content={content} side={side} />} />;
}

export function TestsButtonsRoute() {
  return <ButtonGallery />;
}

export function TestsDialogsRoute() {
  return (
    <Stack gap="xl">
      <GalleryHeader title="Dialogs">Modals, a drawer and toasts, each opened by a button.</GalleryHeader>
      <DialogGallery />
      <ToastButtons />
    </Stack>
  );
}

export function TestsVideoRoute() {
  // No header or footer on this page (route table), so it carries its own way back.
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <BackLink to={paths.tests.getHref()}>Back to the gallery</BackLink>
        <GalleryHeader title="Video">The browser's own player with its controls, for signed-in people only.</GalleryHeader>
        <TestPatternVideo />
      </Stack>
    </Container>
  );
}

export function TestsSidebarGridRoute() {
  return (
    <Stack gap="lg">
      <GalleryHeader title="Sidebar grid">
        Resize the window: the filters move above the tiles on phones and the grid reflows.
      </GalleryHeader>
      <SidebarGridDemo />
    </Stack>
  );
}

export function TestsCatchAllRoute() {
  const rest = useParams()["*"] ?? "";
  return <GalleryNotFound rest={rest} />;
}

const PRESET_NAMES = Object.keys(toastPresets) as ToastPresetName[];
const SEVERITIES: { severity: ToastSeverity; color: string; summary: string }[] = [
  { severity: "success", color: "teal", summary: "Deck saved" },
  { severity: "error", color: "red", summary: "Could not save the deck" },
  { severity: "warning", color: "yellow", summary: "You have used 90% of this month's words" },
  { severity: "info", color: "blue", summary: "Export started" },
  { severity: "primary", color: "mnemo", summary: "Tip: press Space to flip a card" },
];

/** The toast presets and severities (features/toasts), composed here because features don't import each other. */
function ToastButtons() {
  const navigate = useNavigate();
  return (
    <GallerySection title="Toasts" description="Each preset once (a preset already on screen is not stacked twice), then each severity.">
      <Stack gap="sm">
        <Group gap="sm">
          {PRESET_NAMES.map((name) => (
            <Button
              key={name}
              variant="default"
              onClick={() =>
                addToast(name === "note_cards_ready" ? noteCardsReadyToast(() => void navigate(paths.decks.getHref())) : toastPresets[name])
              }
            >
              {name}
            </Button>
          ))}
        </Group>
        <Group gap="sm">
          {SEVERITIES.map(({ severity, color, summary }) => (
            <Button
              key={severity}
              variant="default"
              leftSection={<ColorSwatch color={`var(--mantine-color-${color}-6)`} size={12} aria-hidden="true" />}
              onClick={() => addToast({ severity, summary, detail: `A ${severity} toast.` })}
            >
              {severity}
            </Button>
          ))}
          <Button variant="subtle" color="gray" onClick={clearToasts}>
            Clear all toasts
          </Button>
        </Group>
      </Stack>
    </GallerySection>
  );
}
