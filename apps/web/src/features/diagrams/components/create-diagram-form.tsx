import { Alert, Anchor, Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { DIAGRAM_KIND_LABELS, DIAGRAM_TITLE_MAX, type TCreateDiagramInput, type TDiagramKind } from "@mnemo/api-contract";
import { IconAlertCircle, IconCards, IconFileText, IconPencilPlus, type Icon } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { useDiagramActions } from "../api/use-diagram-actions.ts";
import { useChosenSourceTitle, useDeckChoices, useHasModel, useSourceChoices } from "../api/use-diagram-choices.ts";
import classes from "./create-diagram.module.css";
import { CreateKindPicker } from "./create-kind-picker.tsx";

export type TDiagramOrigin = "source" | "deck" | "blank";

const ORIGINS: { value: TDiagramOrigin; label: string; description: string; icon: Icon }[] = [
  { value: "source", label: "From a source", description: "A text or file you made cards from", icon: IconFileText },
  { value: "deck", label: "From a deck", description: "The cards of one of your decks", icon: IconCards },
  { value: "blank", label: "Blank", description: "Start from one box and build it yourself", icon: IconPencilPlus },
];

/** Typing pauses this long before the source search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

type CreateDiagramFormProps = {
  /** Preselected from the address (?source=, the source page's "Make a diagram"). */
  initialSourceId?: string | null;
};

/**
 * What to make a diagram from (a source, a deck, nothing), which kind, and
 * with which generator; starting it opens the diagram's page, which shows the
 * job's progress and then the diagram.
 */
export function CreateDiagramForm({ initialSourceId = null }: CreateDiagramFormProps) {
  const navigate = useNavigate();
  const [origin, setOrigin] = useState<TDiagramOrigin>("source");
  const [kind, setKind] = useState<TDiagramKind>("mind_map");
  const [sourceId, setSourceId] = useState<string | null>(initialSourceId);
  const [deckId, setDeckId] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const [generator, setGenerator] = useState<"offline" | "model">("offline");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [problem, setProblem] = useState<string | null>(null);
  const { createDiagram, isCreating } = useDiagramActions();
  const hasModel = useHasModel({ enabled: origin === "source" });
  const sources = useSourceChoices(debouncedSearch, { enabled: origin === "source" });
  const decks = useDeckChoices({ enabled: origin === "deck" });

  const sourceList = sources.data?.pages.flatMap((page) => page.sources) ?? [];
  const isChosenListed = sourceId === null || sourceList.some((source) => source.id === sourceId);
  const chosenTitle = useChosenSourceTitle(sourceId, { enabled: origin === "source" && sources.isSuccess && !isChosenListed });
  const sourceData = sourceList.map((source) => ({ value: source.id, label: source.title }));
  if (sourceId && !isChosenListed && chosenTitle) sourceData.unshift({ value: sourceId, label: chosenTitle });
  const hasNoSources = sources.isSuccess && sourceList.length === 0 && !debouncedSearch.trim();
  const deckList = (decks.data ?? []).filter((deck) => deck.note_count > 0);

  const request = (): TCreateDiagramInput | string => {
    if (origin === "source") {
      if (!sourceId) return "Choose the source to make the diagram from.";
      return { from: "source", sourceId, kind, generator: hasModel ? generator : "offline" };
    }
    if (origin === "deck") {
      if (!deckId) return "Choose the deck to make the diagram from.";
      return { from: "deck", groupId: deckId, kind };
    }
    const trimmed = title.trim();
    if (!trimmed) return "Give the diagram a title: it becomes its first box.";
    return { from: "blank", kind, title: trimmed };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isCreating) return;
    const input = request();
    if (typeof input === "string") return setProblem(input);
    setProblem(null);
    try {
      const made = await createDiagram(input);
      void navigate(paths.diagramView.getHref(made.file_key));
    } catch (error) {
      setProblem(errorMessage(error, "The diagram could not be started. Try again."));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Create a diagram">
      <Stack gap="xl">
        <Radio.Group
          value={origin}
          onChange={(value) => setOrigin(value as TDiagramOrigin)}
          label="Make it from"
          classNames={{ label: classes.groupLabel }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={4}>
            {ORIGINS.map(({ value, label, description, icon: OriginIcon }) => (
              <Radio.Card
                key={value}
                value={value}
                radius="md"
                p="sm"
                className={classes.choiceCard}
                data-origin={value}
                aria-label={`${label}: ${description}`}
              >
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <Radio.Indicator mt={2} />
                  <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                    <OriginIcon size={20} />
                  </ThemeIcon>
                  <Stack gap={2} miw={0}>
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {description}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        {origin === "source" ? (
          hasNoSources ? (
            <Alert variant="light" icon={<IconFileText aria-hidden="true" />} title="No sources yet">
              A source is a text you pasted or a file you uploaded to make cards from; Mnemo keeps it so diagrams and cards can point back
              to it.{" "}
              <Anchor component={Link} to={paths.decks.getHref()}>
                Make cards from a document
              </Anchor>{" "}
              first, or start from a deck or a blank diagram.
            </Alert>
          ) : (
            <Stack gap="md">
              <Select
                label="Source"
                description="Search your sources by title or file name."
                placeholder="Choose a source"
                data={sourceData}
                value={sourceId}
                onChange={setSourceId}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                // The server already searched: every answer it gave is shown.
                filter={({ options }) => options}
                nothingFoundMessage={sources.isFetching ? "Searching…" : "No source matches"}
                comboboxProps={{ withinPortal: true }}
                maw={560}
                data-testid="diagram-source"
              />
              {hasModel ? (
                <Radio.Group
                  value={generator}
                  onChange={(value) => setGenerator(value as "offline" | "model")}
                  label="Generator"
                  classNames={{ label: classes.groupLabel }}
                >
                  <Stack gap="xs" mt={4}>
                    <Radio
                      value="offline"
                      label="Offline"
                      description="Mnemo's own rules read the source's outline. Fast, and nothing leaves this server."
                    />
                    <Radio
                      value="model"
                      label="Model"
                      description="The language model this server is set up with writes the diagram; each box quotes the source, or is marked as the model's own."
                    />
                  </Stack>
                </Radio.Group>
              ) : (
                <Text size="sm" c="dimmed">
                  Made offline by Mnemo's own rules, from the source's sections, key points, dates and steps. Making a diagram from a source
                  you already have uses none of your words.
                </Text>
              )}
            </Stack>
          )
        ) : origin === "deck" ? (
          <Select
            label="Deck"
            description="The deck's cards become the diagram's boxes, each one linked to its card."
            placeholder={decks.isPending ? "Loading your decks…" : "Choose a deck"}
            data={deckList.map((deck) => ({ value: deck.id, label: deck.title }))}
            value={deckId}
            onChange={setDeckId}
            searchable={deckList.length > 8}
            nothingFoundMessage={decks.isPending ? "Loading…" : "No deck with cards"}
            comboboxProps={{ withinPortal: true }}
            maw={560}
            data-testid="diagram-deck"
          />
        ) : (
          <TextInput
            label="Title"
            description="What the diagram is about: it becomes the first box."
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={DIAGRAM_TITLE_MAX}
            autoComplete="off"
            maw={560}
          />
        )}

        <CreateKindPicker value={kind} onChange={setKind} disabled={isCreating} />

        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" title="Not started">
            {problem}
          </Alert>
        ) : null}

        <Group>
          <Button type="submit" size="md" loading={isCreating} disabled={origin === "source" && hasNoSources}>
            Make the {DIAGRAM_KIND_LABELS[kind].toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
