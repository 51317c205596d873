import { Alert, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { DIAGRAM_KIND_LABELS, type TDiagram } from "@mnemo/api-contract";
import { IconAlertCircle, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { DiagramKindIcon } from "./create-kind-picker.tsx";

/** A diagram whose job is still making it: the stage and its progress, polled until the drawing replaces it. */
export function DiagramViewerProgress({ diagram }: { diagram: TDiagram }) {
  const percent = diagram.status === "queued" ? 2 : Math.max(2, Math.min(100, Math.round(diagram.percent)));
  const kind = DIAGRAM_KIND_LABELS[diagram.kind].toLowerCase();
  const stage = diagram.message || (diagram.status === "queued" ? "Waiting for its turn…" : "Working…");
  return (
    <Paper withBorder radius="md" p="lg" maw={640} component="section" aria-label="Making the diagram" data-testid="diagram-progress">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden="true">
            <DiagramKindIcon kind={diagram.kind} />
          </ThemeIcon>
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            Making the {kind} “{diagram.title}”
          </Title>
        </Group>
        <Progress value={percent} size="lg" radius="xl" animated striped aria-label="Diagram progress" />
        <Text size="sm" c="dimmed">
          {stage}
        </Text>
      </Stack>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {stage}
      </VisuallyHidden>
    </Paper>
  );
}

/** A diagram whose job failed: why, in the server's words, and the ways on. */
export function DiagramViewerFailed({ diagram, onDelete }: { diagram: TDiagram; onDelete: () => void }) {
  const createHref = paths.diagramsCreate.getHref(diagram.source_id ?? undefined);
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      maw={640}
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      title={`No ${DIAGRAM_KIND_LABELS[diagram.kind].toLowerCase()} this time`}
      data-testid="diagram-failed"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{diagram.error_message ?? "Something went wrong while making the diagram."}</Text>
        <Group gap="xs">
          <Button component={Link} to={createHref} size="xs" leftSection={<IconPlus size={16} aria-hidden="true" />}>
            Try another kind
          </Button>
          <Button size="xs" variant="default" onClick={onDelete}>
            Delete it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
