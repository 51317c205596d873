import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { PRINT_VERSIONS, type TPracticePrintQuery, type TPrintVersion } from "@mnemo/api-contract";
import { IconClipboardText, IconMarkdown, IconPrinter } from "@tabler/icons-react";
import { useId, useState } from "react";
import { LockedOption } from "@/components/locked-option.tsx";
import { OptionSummary } from "@/components/option-summary.tsx";
import { useToast } from "@/components/toasts/use-toasts.ts";
import { errorMessage } from "@/lib/error-info.ts";
import { practicePrintHref } from "../api/practice-print.ts";
import { usePracticePrint } from "../api/use-practice-print.ts";

type TPaper = TPracticePrintQuery["paper"];

const VERSIONS = PRINT_VERSIONS.map((version) => ({ value: version, label: `Version ${version}` }));
const PAPERS: { value: TPaper; label: string }[] = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "US Letter" },
];

/**
 * Print or copy a submitted test (docs/practice-tests.md, "Printing a test"): the PDF in version A or B on A4 or US
 * Letter (locked as the export dialog locks it on plans without PDF export), Markdown, and plain text to the clipboard.
 */
export function PracticePrintPanel({ testId }: { testId: string }) {
  const { pdfAccess, canUpgrade, fetchText } = usePracticePrint(testId);
  const { addToast } = useToast();
  const [version, setVersion] = useState<TPrintVersion>("A");
  const [paper, setPaper] = useState<TPaper>("a4");
  const [isCopying, setIsCopying] = useState(false);
  const headingId = useId();
  const copy = async () => {
    setIsCopying(true);
    try {
      await navigator.clipboard.writeText(await fetchText(version));
      addToast({ summary: `Test copied as text (version ${version})`, severity: "success", icon: "success" });
    } catch (error) {
      addToast({ summary: "The test could not be copied", detail: errorMessage(error), severity: "error", icon: "error" });
    } finally {
      setIsCopying(false);
    }
  };
  const pdfHref = practicePrintHref(testId, { format: "pdf", version, paper });
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={headingId} data-testid="practice-print">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Print or copy this test
        </Title>
        <Text size="sm" c="dimmed">
          Version B asks the same questions in another order. The answer key starts on a new page.
        </Text>
        <Group gap="md" wrap="wrap">
          <SegmentedControl aria-label="Version" value={version} onChange={(value) => setVersion(value as TPrintVersion)} data={VERSIONS} />
          {pdfAccess.status === "open" ? (
            <SegmentedControl aria-label="Paper" value={paper} onChange={(value) => setPaper(value as TPaper)} data={PAPERS} />
          ) : null}
        </Group>
        {pdfAccess.status === "loading" ? (
          <Skeleton height={36} radius="sm" aria-label="Checking your plan's exports" />
        ) : pdfAccess.status === "locked" ? (
          <LockedOption action="download the test as a PDF" canUpgrade={canUpgrade} data-format="pdf">
            <OptionSummary
              icon={<IconPrinter size={20} />}
              name="Download PDF"
              description="A printable test with its answer key. Markdown and text are on every plan."
              planName={pdfAccess.requiredPlan?.name}
              isEnabled={false}
            />
          </LockedOption>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {pdfAccess.status === "open" ? (
            <Button component="a" href={pdfHref} download leftSection={<IconPrinter size={16} aria-hidden="true" />}>
              Download PDF
            </Button>
          ) : null}
          <Button
            component="a"
            href={practicePrintHref(testId, { format: "md", version, paper })}
            download
            variant="default"
            leftSection={<IconMarkdown size={16} aria-hidden="true" />}
          >
            Download Markdown
          </Button>
          <Button
            variant="default"
            onClick={() => void copy()}
            loading={isCopying}
            leftSection={<IconClipboardText size={16} aria-hidden="true" />}
          >
            Copy as text
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
