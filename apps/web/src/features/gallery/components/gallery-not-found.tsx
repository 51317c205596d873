import { Anchor, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { closestGalleryPage, GALLERY_PAGES } from "../utils/gallery-pages.ts";
import { GalleryHeader } from "./gallery-section.tsx";
import "./gallery.css";

/** The gallery's own catch-all: an ordinary page that names the missing page and lists the real ones. */
export function GalleryNotFound({ rest }: { rest: string }) {
  const suggestion = closestGalleryPage(rest);
  return (
    <Stack gap="lg">
      <GalleryHeader title={`No gallery page called "${rest}"`} />
      {suggestion ? (
        <Text>
          Did you mean{" "}
          <Anchor component={Link} to={suggestion.href} underline="always">
            {suggestion.label}
          </Anchor>
          ?
        </Text>
      ) : null}
      <Stack gap="xs">
        <Text fw={600}>The gallery has these pages:</Text>
        <List spacing={4}>
          <List.Item>
            <Anchor component={Link} to={paths.tests.getHref()}>
              Overview
            </Anchor>
          </List.Item>
          {GALLERY_PAGES.map((page) => (
            <List.Item key={page.href}>
              <Anchor component={Link} to={page.href}>
                {page.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
