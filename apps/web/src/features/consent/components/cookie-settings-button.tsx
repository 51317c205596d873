import { Anchor } from "@mantine/core";
import { openCookieSettings } from "../consent-runtime.ts";

/** Footer link that reopens the cookie preferences at any time. */
export function CookieSettingsButton() {
  return (
    <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void openCookieSettings()} aria-haspopup="dialog">
      Cookie settings
    </Anchor>
  );
}
