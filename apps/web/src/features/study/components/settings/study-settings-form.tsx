import { Alert, Anchor, Button, Group, Select, SimpleGrid, Slider, Stack, Switch, Text } from "@mantine/core";
import type { TStudySettings } from "@mnemo/api-contract";
import { IconCheck } from "@tabler/icons-react";
import { useMemo, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/error-info.ts";
import { useSaveStudySettings } from "../../hooks/use-study-settings.ts";
import { browserTimeZone } from "../../utils/browser-time-zone.ts";
import {
  changesScheduling,
  countOrNull,
  formFromSettings,
  NEW_PER_DAY_MAX,
  RETENTION_MAX,
  RETENTION_MIN,
  REVIEWS_PER_DAY_MAX,
  settingsChanges,
  supportedTimeZones,
  timeZoneOptions,
  type TStudySettingsForm,
} from "../../utils/study-settings-form.ts";
import { CountInput } from "./count-input.tsx";

const RETENTION_MARKS = [0.7, 0.8, 0.9, 0.99].map((value) => ({ value, label: `${Math.round(value * 100)}%` }));

/** The editable settings; saves only what changed (study.saveSettings), then the study screens refetch. */
export function StudySettingsForm({ settings }: { settings: TStudySettings }) {
  const saved = formFromSettings(settings);
  const [form, setForm] = useState<TStudySettingsForm>(saved);
  const [newPerDay, setNewPerDay] = useState<number | string>(saved.newPerDay);
  const [reviewsPerDay, setReviewsPerDay] = useState<number | string>(saved.reviewsPerDay);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const save = useSaveStudySettings();
  const deviceZone = useMemo(() => browserTimeZone(), []);
  const zones = useMemo(
    () => timeZoneOptions({ zones: supportedTimeZones(), browserZone: deviceZone, current: saved.timeZone, now: new Date() }),
    [deviceZone, saved.timeZone],
  );

  const newCount = countOrNull(newPerDay, NEW_PER_DAY_MAX);
  const reviewCount = countOrNull(reviewsPerDay, REVIEWS_PER_DAY_MAX);
  const next = { ...form, newPerDay: newCount ?? saved.newPerDay, reviewsPerDay: reviewCount ?? saved.reviewsPerDay };
  const changes = settingsChanges(saved, next);
  const isValid = newCount !== null && reviewCount !== null;
  const hasChanges = Object.keys(changes).length > 0;
  const update = (patch: Partial<TStudySettingsForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setSavedNote(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || !hasChanges) return;
    setSavedNote(null);
    save.mutate(changes, {
      onSuccess: () =>
        setSavedNote(
          changesScheduling(changes)
            ? "Saved. New answers use the new retention; reschedule all cards below to move the dates already set."
            : "Saved. Your next answers and today's counts follow these settings.",
        ),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Study settings" noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Select
            label="Time zone"
            description="Your study day starts at 04:00 in this zone."
            data={zones}
            value={form.timeZone}
            onChange={(value) => value && update({ timeZone: value })}
            searchable
            // Typing replaces the shown zone rather than appending to it.
            onFocus={(event) => event.currentTarget.select()}
            allowDeselect={false}
            nothingFoundMessage="No time zone matches"
            maxDropdownHeight={280}
            comboboxProps={{ withinPortal: true }}
            data-testid="study-time-zone"
          />
          {deviceZone && deviceZone !== form.timeZone ? (
            <Text size="xs" c="dimmed">
              This device is in {deviceZone.replaceAll("_", " ")}.{" "}
              <Anchor component="button" type="button" size="xs" onClick={() => update({ timeZone: deviceZone })}>
                Use it
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <CountInput
            label="New cards per day"
            description="Cards you have never studied."
            value={newPerDay}
            onChange={(value) => {
              setNewPerDay(value);
              setSavedNote(null);
            }}
            max={NEW_PER_DAY_MAX}
            error={newCount === null ? `Enter a whole number from 0 to ${NEW_PER_DAY_MAX}.` : undefined}
          />
          <CountInput
            label="Reviews per day"
            description="Cards coming back; more wait for the next days."
            value={reviewsPerDay}
            onChange={(value) => {
              setReviewsPerDay(value);
              setSavedNote(null);
            }}
            max={REVIEWS_PER_DAY_MAX}
            error={reviewCount === null ? `Enter a whole number from 0 to ${REVIEWS_PER_DAY_MAX.toLocaleString("en-GB")}.` : undefined}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500} id="retention-label">
              Desired retention
            </Text>
            <Text size="sm" fw={700} data-testid="retention-value">
              {Math.round(form.desiredRetention * 100)}%
            </Text>
          </Group>
          <Text size="xs" c="dimmed" id="retention-help">
            The chance of recalling a card when it comes back. Higher means you remember more, but review more often.
          </Text>
          <Slider
            min={RETENTION_MIN}
            max={RETENTION_MAX}
            step={0.01}
            value={form.desiredRetention}
            onChange={(value) => update({ desiredRetention: Math.round(value * 100) / 100 })}
            label={(value) => `${Math.round(value * 100)}%`}
            marks={RETENTION_MARKS}
            thumbProps={{
              "aria-labelledby": "retention-label",
              "aria-describedby": "retention-help",
              "aria-valuetext": `${Math.round(form.desiredRetention * 100)}%`,
            }}
            mb="lg"
            mx={4}
          />
        </Stack>
        <Switch
          label="Two buttons: Again and Good"
          description="Answer with Again (1) or Good (2) only; Hard and Easy are hidden."
          checked={form.twoButtons}
          onChange={(event) => update({ twoButtons: event.currentTarget.checked })}
        />
        {save.error ? (
          <Alert color="red" variant="light" role="alert" title="Your settings were not saved">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group gap="sm" align="center">
          <Button type="submit" loading={save.isPending} disabled={!isValid || !hasChanges}>
            Save study settings
          </Button>
          {hasChanges && !save.isPending ? (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setForm(saved);
                setNewPerDay(saved.newPerDay);
                setReviewsPerDay(saved.reviewsPerDay);
              }}
            >
              Undo changes
            </Button>
          ) : null}
          <Text size="sm" role="status" aria-live="polite" data-testid="study-settings-saved">
            {savedNote ? (
              <>
                <IconCheck size={14} aria-hidden="true" color="var(--mantine-color-teal-filled)" style={{ verticalAlign: "-2px" }} />{" "}
                {savedNote}
              </>
            ) : null}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
