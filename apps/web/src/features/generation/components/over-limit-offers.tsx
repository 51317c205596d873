import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { IconCut, IconInfoCircle, IconStack2 } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";

const fmt = (n: number) => n.toLocaleString("en-GB");

type OverLimitOffersProps = {
  characters: number;
  limit: number;
  /** "the Free plan", or "your account" without a plan. */
  planPhrase: string;
  partCount: number;
  /** Characters "use the first" keeps (cut where a sentence or word ends). */
  firstCharacters: number;
  /** The plan that takes the whole text at once, named only where plans can be bought. */
  biggerPlan: { name: string; limit: number } | null;
  disabled: boolean;
  onSplit: () => void;
  onUseFirst: () => void;
};

/** Pasted text over the plan's limit: ways to make cards from it now, and where plans are sold the plan that takes it whole. */
export function OverLimitOffers({
  characters,
  limit,
  planPhrase,
  partCount,
  firstCharacters,
  biggerPlan,
  disabled,
  onSplit,
  onUseFirst,
}: OverLimitOffersProps) {
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
      title="This text is longer than you can send at once"
      data-testid="over-limit-offers"
      // Advice with choices, not an error: announced politely.
      role="status"
    >
      <Stack gap="sm">
        <Text size="sm">
          It has {fmt(characters)} characters; {planPhrase} takes up to {fmt(limit)} at a time. You can still make cards from all of it.
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconStack2 size={16} aria-hidden="true" />} onClick={onSplit} disabled={disabled}>
            Split it into {partCount} parts
          </Button>
          <Button variant="default" leftSection={<IconCut size={16} aria-hidden="true" />} onClick={onUseFirst} disabled={disabled}>
            Use the first {fmt(firstCharacters)} characters
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Parts are cut where paragraphs or sentences end and made one after the other into this deck. Using the first part keeps the text
          up to the last whole sentence that fits.
        </Text>
        {biggerPlan ? (
          <Text size="sm">
            The {biggerPlan.name} plan takes up to {fmt(biggerPlan.limit)} characters at a time.{" "}
            <Anchor component={Link} to={paths.upgrade.getHref()} fw={600}>
              See plans
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
