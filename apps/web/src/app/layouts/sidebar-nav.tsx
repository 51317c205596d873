import { Box, NavLink as MantineNavLink, Stack, Text } from "@mantine/core";
import { NavLink, useLocation } from "react-router-dom";
import { paths } from "../../lib/paths.ts";

type SidebarSection = { prefix: string; heading: string; links: { label: string; href: string }[] };

/** The sidebar layout's navigation, chosen by which part of the site the page is in. */
const sections: SidebarSection[] = [
  {
    prefix: "/tests",
    heading: "Component gallery",
    links: [
      { label: "Overview", href: paths.tests.getHref() },
      { label: "Cards", href: paths.testsCards.getHref() },
      { label: "Buttons", href: paths.testsButtons.getHref() },
      { label: "Dialogs", href: paths.testsDialogs.getHref() },
      { label: "Video", href: paths.testsVideo.getHref() },
      { label: "Sidebar grid", href: paths.testsSidebarGrid.getHref() },
    ],
  },
];

export function SidebarNav() {
  const { pathname } = useLocation();
  const lower = pathname.toLowerCase();
  const section = sections.find((candidate) => lower.startsWith(candidate.prefix));
  if (!section) return null;
  return (
    // A plain scrolling box: Mantine's ScrollArea would bring floating-ui into every page's first load.
    <Box component="aside" className="sidebar" aria-label={section.heading}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs">
        {section.heading}
      </Text>
      <Stack gap={2}>
        {section.links.map((link) => (
          <MantineNavLink
            key={link.href}
            component={NavLink}
            to={link.href}
            label={link.label}
            end
            active={lower === link.href.toLowerCase()}
          />
        ))}
      </Stack>
    </Box>
  );
}
