import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { GALLERY_PAGES } from "../utils/gallery-pages.ts";
import { GalleryHeader } from "./gallery-section.tsx";
import "./gallery.css";

/** What the gallery is for, and a tile for each of its pages. */
export function GalleryIndex() {
  return (
    <Stack gap="lg">
      <GalleryHeader title="Component gallery">
        A workbench for the people building Mnemo. Each page shows one family of building blocks in every state, so you can check them in
        light and dark themes, on a phone-sized window and with only a keyboard, without clicking through the app to find them. The gallery
        is not linked from the app's navigation and is hidden from search engines.
      </GalleryHeader>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {GALLERY_PAGES.map((page) => (
          <li key={page.href}>
            <Card component={Link} to={page.href} withBorder radius="md" padding="lg" h="100%" className="gallery-tile">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h4">
                    {page.label}
                  </Title>
                  <IconChevronRight size={18} aria-hidden="true" />
                </Group>
                <Text size="sm" c="dimmed">
                  {page.description}
                </Text>
                {page.note ? (
                  <Badge variant="light" color="gray" tt="none" component="span">
                    {page.note}
                  </Badge>
                ) : null}
              </Stack>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
