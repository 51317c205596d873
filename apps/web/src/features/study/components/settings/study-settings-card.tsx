import { Card, Divider, Skeleton, Stack, Text, Title } from "@mantine/core";
import { LoadError } from "@/components/load-error.tsx";
import { useStudySettings } from "../../hooks/use-study-settings.ts";
import { ParameterFitPanel } from "./parameter-fit-panel.tsx";
import { RescheduleAllPanel } from "./reschedule-all-panel.tsx";
import { StudySettingsForm } from "./study-settings-form.tsx";

/**
 * The profile's Study card: the study day's time zone, daily limits, desired
 * retention and two-button mode (study.settings, study.saveSettings); the
 * learner's personal parameters (study.parameters); and "Reschedule all cards".
 */
export function StudySettingsCard() {
  const settings = useStudySettings();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="study-settings-heading" data-testid="study-settings">
      <Stack gap="md">
        <div>
          <Title order={2} size="h5" id="study-settings-heading">
            Study
          </Title>
          <Text size="sm" c="dimmed">
            When your study day starts, how much comes each day, and how hard Mnemo schedules your cards.
          </Text>
        </div>
        {settings.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading your study settings">
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={72} />
          </Stack>
        ) : settings.error ? (
          <LoadError title="Could not load your study settings" error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <StudySettingsForm settings={settings.data} />
        )}
        <Divider />
        <ParameterFitPanel />
        <Divider />
        <RescheduleAllPanel />
      </Stack>
    </Card>
  );
}
