import { Stack, Text, Title } from "@mantine/core";
import { useSession } from "../../lib/auth/use-session.ts";
import { SuggestionForm } from "../../features/suggestions/components/suggestion-form.tsx";
import { paths } from "../../lib/paths.ts";

const SUGGEST_FEATURE_DESCRIPTION = "Feel like something is missing? Let us know what you want to see next!";

/** /contact/suggest_a_feature: open to visitors and signed-in users alike. */
export function SuggestFeatureRoute() {
  const { user, isPending } = useSession();
  return (
    <Stack gap="xl" maw={720} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>Suggest a Feature</Title>
        <Text size="lg" c="dimmed">
          {SUGGEST_FEATURE_DESCRIPTION}
        </Text>
      </Stack>
      <SuggestionForm accountEmail={isPending ? undefined : (user?.email ?? null)} backHref={paths.home.getHref()} />
    </Stack>
  );
}
