import { Button, Group, Text, Title } from "@mantine/core";
import { useEffect, useRef, useSyncExternalStore, type RefObject } from "react";
import { consentTexts } from "../consent-config.ts";
import { isAskingForConsent, onChoice, openCookieSettings, subscribeToConsentQuestion } from "../consent-runtime.ts";
import classes from "./consent-banner.module.css";

/**
 * The cookie question, for visitors in Europe who have not chosen (docs/product.md). A non-modal
 * region at the end of the page, docked to the bottom of the screen: it never takes focus and
 * never keeps Tab inside itself, so "Skip to content" stays the first stop and the whole page
 * can be used by keyboard before choosing. Only "Manage preferences" opens a real modal.
 */
export function ConsentBanner() {
  const isAsking = useSyncExternalStore(subscribeToConsentQuestion, isAskingForConsent, () => false);
  const ref = useRef<HTMLElement>(null);
  useReservedHeight(ref, isAsking);
  if (!isAsking) return null;
  return (
    <section
      ref={ref}
      className={classes.banner}
      aria-labelledby="consent-title"
      aria-describedby="consent-description"
      data-testid="consent-banner"
    >
      <div className={classes.inner}>
        <div className={classes.texts}>
          <Title order={2} size="h4" id="consent-title">
            {consentTexts.title}
          </Title>
          <Text id="consent-description" size="sm" c="dimmed">
            {consentTexts.description}
          </Text>
        </div>
        {/* Accepting and refusing weigh the same (no nudge towards "Accept all"). */}
        <Group gap="xs" className={classes.buttons}>
          <Button onClick={() => onChoice({ type: "accept-all" })}>{consentTexts.acceptAll}</Button>
          <Button onClick={() => onChoice({ type: "accept-necessary" })}>{consentTexts.acceptNecessary}</Button>
          <Button variant="default" aria-haspopup="dialog" onClick={() => void openCookieSettings()}>
            {consentTexts.showPreferences}
          </Button>
        </Group>
      </div>
    </section>
  );
}

/**
 * Tells the page how tall the docked banner is (`--consent-banner-height` on <html>), so keyboard
 * focus scrolls clear of it (scroll-padding) and nothing stays hidden under it.
 */
function useReservedHeight(ref: RefObject<HTMLElement | null>, isShown: boolean) {
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!isShown || !element) return;
    const observer = new ResizeObserver(() => root.style.setProperty("--consent-banner-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-banner-height");
    };
  }, [ref, isShown]);
}
