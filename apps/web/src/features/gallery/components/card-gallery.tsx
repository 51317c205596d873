import { Container, Group, SimpleGrid, Stack } from "@mantine/core";
import { paths } from "@/lib/paths.ts";
import { SAMPLE_CARDS } from "../utils/sample-cards.ts";
import { ColorSchemeSwitch } from "./color-scheme-switch.tsx";
import { FlipCard, type RenderCardFace } from "./flip-card.tsx";
import { GalleryHeader } from "./gallery-section.tsx";
import "./gallery.css";
import { BackLink } from "@/components/back-link.tsx";

/** Every card type, front and back. The page uses the empty layout, so it brings its own way back. */
export function CardGallery({ renderFace }: { renderFace?: RenderCardFace }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <BackLink to={paths.tests.getHref()}>Back to the gallery</BackLink>
          <ColorSchemeSwitch />
        </Group>
        <GalleryHeader title="Cards">
          One card of each type with sample content. Click a card, or focus it and press Space or Enter, to turn it over.
        </GalleryHeader>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {SAMPLE_CARDS.map((card) => (
            <li key={card.type}>
              <FlipCard content={card} renderFace={renderFace} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
