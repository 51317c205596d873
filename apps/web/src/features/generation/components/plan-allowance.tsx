import { Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import type { TGenerationOptions } from "@mnemo/api-contract";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";

const fmt = (n: number) => n.toLocaleString("en-GB");

/** The plan's limits per generation and the words left this month, with the way to more. */
export function PlanAllowance({ options }: { options: TGenerationOptions }) {
  const used = Math.max(0, options.words_limit - options.words_remaining);
  const percent = options.words_limit > 0 ? Math.min(100, Math.floor((used / options.words_limit) * 100)) : 100;
  const pages = options.input_limits.pages;
  return (
    <Stack gap={6} data-testid="plan-allowance">
      <Group justify="space-between" gap="xs" align="baseline">
        <Text size="sm">
          <Text span fw={600}>
            {options.plan_id ? `${options.plan_name} plan` : "No plan yet"}
          </Text>
          {" · "}up to {fmt(options.input_limits.text)} characters or {fmt(pages)} {pages === 1 ? "page" : "pages"} at a time
        </Text>
        <Anchor component={Link} to={paths.upgrade.getHref()} size="sm">
          See plans
        </Anchor>
      </Group>
      <Progress
        value={percent}
        size="xs"
        radius="xl"
        color={options.words_remaining <= 0 ? "red" : undefined}
        aria-label="Words used this month"
      />
      <Text size="xs" c="dimmed" data-testid="words-remaining">
        {fmt(options.words_remaining)} of {fmt(options.words_limit)} words left this month
      </Text>
    </Stack>
  );
}
