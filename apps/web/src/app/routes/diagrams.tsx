import { Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { DIAGRAM_KIND_LABELS, DIAGRAM_KINDS } from "@mnemo/api-contract";
import { IconArrowRight, IconCheck, IconLogin, IconPlus } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router-dom";
import { CreateDiagramForm } from "../../features/diagrams/components/create-diagram-form.tsx";
import { DIAGRAM_KIND_INFO, DiagramKindIcon } from "../../features/diagrams/components/create-kind-picker.tsx";
import { DiagramList } from "../../features/diagrams/components/diagram-list.tsx";
import { useSession } from "../../lib/auth/use-session.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { paths } from "../../lib/paths.ts";
import { DiagramsExample } from "./diagrams-example.tsx";

/*
 * The diagram pages but one diagram's own (diagrams-view.tsx, which carries
 * the drawing code): none of these loads d3-hierarchy or dagre.
 */

const CAN_DO = [
  "Follow any box back to the passage it came from: the quote, its page or slide, and the cards that cite it.",
  "Fold a big map: collapse a branch, expand to a level, or focus on one branch.",
  "Edit it in the outline beside the drawing, all by keyboard: rename, add, move, delete, undo.",
  "Make cards from a branch into any deck, each keeping its source.",
  "Export it as SVG, PNG, PDF, Markdown, OPML, FreeMind or Mermaid, as your plan's exports allow.",
];

/** /ai-diagrams: what diagrams are, a small example, and the way to make one (visitors sign in first). */
export function DiagramsRoute() {
  const { user, isPending } = useSession();
  return (
    <Stack gap={56}>
      <Stack gap="lg" component="section" aria-labelledby="diagrams-title" maw={760}>
        <Title order={1} id="diagrams-title">
          Diagram Generator
        </Title>
        <Text size="lg" c="dimmed">
          Turn a source or a deck into a mind map, a flowchart, a timeline or a concept map. Every box links back to the passage it came
          from, and an outline beside the drawing lets you read and edit it by keyboard.
        </Text>
        <Group gap="sm" mih={42}>
          {isPending ? (
            <Skeleton height={42} width={200} radius="md" />
          ) : user ? (
            <>
              <Button
                component={Link}
                to={paths.diagramsCreate.getHref()}
                size="md"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                Create a diagram
              </Button>
              <Button
                component={Link}
                to={paths.diagramsView.getHref()}
                size="md"
                variant="default"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                Your diagrams
              </Button>
            </>
          ) : (
            <Button
              component={Link}
              to={paths.auth.getHref(paths.diagramsCreate.getHref())}
              size="md"
              leftSection={<IconLogin size={18} aria-hidden="true" />}
            >
              Sign in to create a diagram
            </Button>
          )}
        </Group>
      </Stack>

      <Paper withBorder radius="lg" p={{ base: "sm", sm: "xl" }} component="figure" m={0}>
        <DiagramsExample />
        <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="sm">
          A mind map made from a page of biology notes: each box opens the sentence it came from.
        </Text>
      </Paper>

      <Stack gap="md" component="section" aria-labelledby="diagram-kinds">
        <Title order={2} id="diagram-kinds">
          Four kinds
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {DIAGRAM_KINDS.map((kind) => (
            <Paper key={kind} component="li" withBorder radius="md" p="lg">
              <Stack gap="xs">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                  <DiagramKindIcon kind={kind} size={22} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {DIAGRAM_KIND_LABELS[kind]}
                </Title>
                <Text size="sm" c="dimmed">
                  {DIAGRAM_KIND_INFO[kind].description}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="diagram-uses" maw={760}>
        <Title order={2} id="diagram-uses">
          What you can do with one
        </Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {CAN_DO.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Making a diagram from a source you already brought, or from a deck, uses none of your words.
        </Text>
      </Stack>
    </Stack>
  );
}

/** /ai-diagrams/create: from a source, a deck or nothing; ?source= (the source page's "Make a diagram") preselects a source. */
export function DiagramsCreateRoute() {
  const [searchParams] = useSearchParams();
  const source = searchParams.get("source") ?? undefined;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Create Diagrams</Title>
        <Text c="dimmed" mt={4}>
          Choose what to draw from and which kind of diagram. It takes a few seconds; you can edit everything afterwards.
        </Text>
      </div>
      <CreateDiagramForm initialSourceId={isUuid(source) ? source : null} />
    </Stack>
  );
}

/** /ai-diagrams/view: the learner's diagrams. */
export function DiagramsViewRoute() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>Your diagrams</Title>
          <Text c="dimmed" mt={4}>
            Mind maps, flowcharts, timelines and concept maps you made, newest first.
          </Text>
        </div>
        <Button component={Link} to={paths.diagramsCreate.getHref()} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          Create a diagram
        </Button>
      </Group>
      <DiagramList />
    </Stack>
  );
}
