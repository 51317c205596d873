import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { CookieSettingsButton } from "../../features/consent/components/cookie-settings-button.tsx";
import { footerLinks } from "./nav-links.ts";

export function SiteFooter() {
  return (
    <footer className="app-footer">
      <Group className="footer-inner" justify="space-between" gap="md">
        <Text size="sm" c="dimmed">
          Mnemo: open-source flashcards you own.
        </Text>
        <Group component="nav" aria-label="Footer" gap="md">
          {footerLinks.map((link) => (
            <Anchor key={link.href} component={Link} to={link.href} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
          <CookieSettingsButton />
        </Group>
      </Group>
    </footer>
  );
}
