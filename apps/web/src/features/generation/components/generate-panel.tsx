import { Button, Grid, Group, Paper, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import {
  DEFAULT_GENERATION_OUTPUTS,
  GENERATED_CARD_TYPES,
  MEMORISE_CARD_TYPE,
  NOTHING_TO_MAKE_MESSAGE,
  type TGeneratedCardType,
  type TGenerationJob,
  type TGenerationOptions,
  type TGenerationOutput,
} from "@mnemo/api-contract";
import { IconClipboardText, IconFileUpload, IconSparkles } from "@tabler/icons-react";
import { useId, useState, type ReactNode } from "react";
import { FloatingTextarea } from "@/components/floating-textarea.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { useCanUpgrade } from "../hooks/use-can-upgrade.ts";
import { chooseFile, useFileInspection, type TChosenFile } from "../hooks/use-file-inspection.ts";
import { useGenerationOptions } from "../hooks/use-generation-options.ts";
import { usePartedGeneration } from "../hooks/use-parted-generation.ts";
import type { TGenerationFailure } from "../utils/generation-errors.ts";
import {
  characterCounter,
  formatBytes,
  generateBlockReason,
  measureText,
  planPhrase,
  planTakingCharacters,
} from "../utils/input-limits.ts";
import { cutToLimit, splitIntoParts } from "../utils/text-parts.ts";
import { CardTypePicker } from "./card-type-picker.tsx";
import { ChosenFile } from "./chosen-file.tsx";
import { FileDropZone } from "./file-drop-zone.tsx";
import { GenerationProgress } from "./generation-progress.tsx";
import { OutputPicker } from "./output-picker.tsx";
import { OverLimitOffers } from "./over-limit-offers.tsx";
import { PartsProgress } from "./parts-progress.tsx";
import { PlanAllowance } from "./plan-allowance.tsx";
import { RefusedAlert } from "./refused-alert.tsx";
import { GenerateHeading } from "./generate-heading.tsx";
import { MemoriseOption } from "./memorise-option.tsx";

type GeneratePanelProps = {
  groupId: string;
  /** `jobs`: every job of the generation (several when the text was split into parts). */
  onSucceeded: (job: TGenerationJob, jobs: TGenerationJob[]) => void;
  onFailed: (failure: TGenerationFailure, job: TGenerationJob | null) => void;
  /** The ways on from a finished job (review, view, study); the page knows where they go. */
  renderDoneActions?: (job: TGenerationJob) => ReactNode;
};

/** Reasons that only say what to do next; the rest say something is wrong and show in the error colour. */
const NEXT_STEP_REASONS = new Set([
  "Loading your plan…",
  "Paste some text to make cards from.",
  "Choose a file to make cards from.",
  "Checking the file…",
  "Pick at least one card type.",
  NOTHING_TO_MAKE_MESSAGE,
]);

const defaultTypes = (options: TGenerationOptions | undefined): TGeneratedCardType[] =>
  GENERATED_CARD_TYPES.filter((type) => options?.allowed_types.includes(type));

/** What Generate says it will make. */
function generateLabel(make: readonly TGenerationOutput[]): string {
  if (!make.includes("notes")) return "Generate cards";
  return make.includes("cards") ? "Generate cards and notes" : "Make study notes";
}

/**
 * Pasted text or one file, what to make from it (cards of which types, study
 * notes), and Generate: every limit of the plan is checked as the person types
 * or picks, and Generate says why it cannot run. Then the upload's and the
 * job's progress, and the result.
 */
export function GeneratePanel({ groupId, onSucceeded, onFailed, renderDoneActions }: GeneratePanelProps) {
  const optionsQuery = useGenerationOptions({ enabled: true });
  const options = optionsQuery.data;
  const [source, setSource] = useState<"text" | "file">("text");
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<TChosenFile | null>(null);
  const [pickedTypes, setPickedTypes] = useState<TGeneratedCardType[] | null>(null);
  const [make, setMake] = useState<TGenerationOutput[]>([...DEFAULT_GENERATION_OUTPUTS]);
  const makesCards = make.includes("cards");
  // "Learn by heart" makes cloze cards, one per line, whatever types were picked.
  const [memoriseChecked, setMemorise] = useState(false);
  const memorise = makesCards && memoriseChecked;
  const inspection = useFileInspection(chosen, options?.max_upload_bytes);
  const generation = usePartedGeneration({ groupId, onSucceeded, onFailed });
  // Plans are named as the way to more only where they can be bought.
  const canUpgrade = useCanUpgrade();
  const reasonId = useId();

  const picked = (pickedTypes ?? defaultTypes(options)).filter((type) => options?.allowed_types.includes(type));
  const types: TGeneratedCardType[] = memorise ? [MEMORISE_CARD_TYPE] : picked;
  const measure = measureText(text, options?.input_limits.text ?? Number.POSITIVE_INFINITY);
  const reason = generateBlockReason({ options, source, text, file: chosen?.file ?? null, inspection, types, make, canUpgrade });
  const isProblem = reason !== null && !NEXT_STEP_REASONS.has(reason);
  const { phase, job, isBusy, run } = generation;
  const isRunning = isBusy || run?.status === "running";
  // The text a run of parts was made from: while it is on screen, its parts speak for it.
  const [splitText, setSplitText] = useState<string | null>(null);
  const isSplitShown = run !== null && text === splitText;
  // Over the limit, yet otherwise ready (types fine, words left): offer to cut or split it.
  const canOfferParts =
    source === "text" &&
    options !== undefined &&
    measure.isOver &&
    make.length > 0 &&
    (!makesCards || types.length > 0) &&
    options.words_remaining > 0 &&
    !isSplitShown;
  const parts = canOfferParts ? splitIntoParts(text, measure.limit) : [];

  const onGenerate = () => {
    if (reason || isRunning) return;
    if (source === "text") generation.start({ source: "text", text }, types, make, memorise);
    else if (chosen) generation.start({ source: "file", file: chosen.file }, types, make, memorise);
  };

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="generate-heading">
      <Stack gap="md">
        <GenerateHeading title="Make cards and study notes from a document" />

        {optionsQuery.isPending ? (
          <Stack gap={6} role="status" aria-label="Loading your plan">
            <Skeleton height={14} width="70%" />
            <Skeleton height={6} />
          </Stack>
        ) : optionsQuery.error ? (
          <LoadError title="Could not load your plan" error={optionsQuery.error} onRetry={() => void optionsQuery.refetch()} />
        ) : options ? (
          <PlanAllowance options={options} />
        ) : null}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Tabs value={source} onChange={(value) => value && setSource(value as "text" | "file")} variant="pills" radius="md">
              <Tabs.List>
                <Tabs.Tab value="text" leftSection={<IconClipboardText size={16} aria-hidden="true" />}>
                  Paste text
                </Tabs.Tab>
                <Tabs.Tab value="file" leftSection={<IconFileUpload size={16} aria-hidden="true" />}>
                  Upload a file
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="text" pt="sm">
                <FloatingTextarea
                  label={makesCards ? "Text to make cards from" : "Text to make study notes from"}
                  placeholder="Paste notes, a chapter or an article…"
                  autosize
                  minRows={8}
                  maxRows={18}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                  description={
                    <span data-testid="text-counter" data-over-limit={measure.isOver || undefined}>
                      {options ? characterCounter(measure) : `${measure.characters.toLocaleString("en-GB")} characters`}
                      {measure.words > 0 ? ` · ${measure.words.toLocaleString("en-GB")} ${measure.words === 1 ? "word" : "words"}` : ""}
                    </span>
                  }
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  isOver={measure.isOver}
                  aria-invalid={measure.isOver || undefined}
                />
              </Tabs.Panel>
              <Tabs.Panel value="file" pt="sm">
                <Stack gap="sm">
                  {chosen && options ? (
                    <ChosenFile
                      file={chosen.file}
                      maxUploadBytes={options.max_upload_bytes}
                      inspection={inspection}
                      onRemove={() => setChosen(null)}
                      disabled={isRunning}
                    />
                  ) : null}
                  <FileDropZone
                    onFile={(file) => setChosen(chooseFile(file))}
                    hint={`Word (.docx), PDF, PowerPoint (.pptx) or an image (PNG, JPG, WebP), up to ${formatBytes(
                      options?.max_upload_bytes ?? 0,
                    )}`}
                    disabled={isRunning || !options}
                    isCompact={chosen !== null}
                  />
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {options ? (
              <Stack gap="md">
                <OutputPicker value={make} onChange={setMake} disabled={isRunning} />
                {/* Study notes alone take no card types: the picker goes rather than sit there unused. */}
                {makesCards ? <MemoriseOption checked={memoriseChecked} onChange={setMemorise} disabled={isRunning} /> : null}
                {makesCards && !memorise ? (
                  <CardTypePicker
                    allowedTypes={options.allowed_types}
                    value={picked}
                    onChange={setPickedTypes}
                    disabled={isRunning}
                    canUpgrade={canUpgrade}
                  />
                ) : null}
              </Stack>
            ) : (
              <Stack gap="xs" aria-hidden="true">
                <Skeleton height={16} width="40%" />
                {[0, 1, 2, 3].map((key) => (
                  <Skeleton key={key} height={52} radius="md" />
                ))}
              </Stack>
            )}
          </Grid.Col>
        </Grid>

        <Group gap="md" align="center" wrap="wrap">
          <Button
            size="md"
            leftSection={<IconSparkles size={18} aria-hidden="true" />}
            onClick={onGenerate}
            loading={isRunning}
            aria-disabled={reason !== null || undefined}
            data-disabled={reason !== null || undefined}
            aria-describedby={reason ? reasonId : undefined}
          >
            {generateLabel(make)}
          </Button>
          <Text
            id={reasonId}
            size="sm"
            c={isProblem ? "var(--mantine-color-error)" : "dimmed"}
            aria-live="polite"
            data-testid="generate-reason"
            style={{ flex: "1 1 16rem" }}
          >
            {isSplitShown ? "" : (reason ?? "")}
          </Text>
        </Group>

        {canOfferParts && options ? (
          <OverLimitOffers
            characters={measure.characters}
            limit={measure.limit}
            planPhrase={planPhrase(options)}
            partCount={parts.length}
            firstCharacters={cutToLimit(text, measure.limit).length}
            biggerPlan={canUpgrade ? planTakingCharacters(measure.characters) : null}
            disabled={isRunning}
            onSplit={() => {
              setSplitText(text);
              generation.startParts(parts, types, make, memorise);
            }}
            onUseFirst={() => setText(cutToLimit(text, measure.limit))}
          />
        ) : null}
        {run && run.parts.length > 1 ? <PartsProgress run={run} onResume={generation.resumeParts} disabled={isRunning} /> : null}
        {phase.name === "refused" && run?.status !== "stopped" ? <RefusedAlert failure={phase.failure} canUpgrade={canUpgrade} /> : null}
        {generation.jobError ? (
          <LoadError title="Could not check on the generation" error={generation.jobError} onRetry={generation.retryJob} />
        ) : null}
        <GenerationProgress
          phase={phase}
          job={job}
          onCancelUpload={generation.cancelUpload}
          onMakeCardsAnyway={generation.makeCardsAnyway}
          onLearnByHeart={generation.learnByHeart}
          doneActions={job && renderDoneActions ? renderDoneActions(job) : null}
        />
      </Stack>
    </Paper>
  );
}
