import { Checkbox, Group, Radio, Stack } from "@mantine/core";
import type { TExportFormat, TPdfOptions } from "@mnemo/api-contract";
import { PDF_LAYOUT_CHOICES, PDF_PAPER_CHOICES } from "../utils/export-choices.ts";
import classes from "./exchange.module.css";

type ExportFormatOptionsProps = {
  format: TExportFormat;
  includeProgress: boolean;
  onIncludeProgressChange: (value: boolean) => void;
  pdf: TPdfOptions;
  onPdfChange: (pdf: TPdfOptions) => void;
};

/** What a format asks before exporting: an Anki deck, whether to bring progress; a PDF, its layout and paper. */
export function ExportFormatOptions({ format, includeProgress, onIncludeProgressChange, pdf, onPdfChange }: ExportFormatOptionsProps) {
  if (format === "apkg") {
    return (
      <Checkbox
        label="Include my progress (schedules and review history)"
        description="Anki then carries on where you are, instead of starting every card as new."
        checked={includeProgress}
        onChange={(event) => onIncludeProgressChange(event.currentTarget.checked)}
      />
    );
  }
  if (format !== "pdf") return null;
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Layout"
        classNames={{ label: classes.groupLabel }}
        value={pdf.layout}
        onChange={(layout) => onPdfChange({ ...pdf, layout: layout as TPdfOptions["layout"] })}
      >
        <Stack gap={8} mt={4}>
          {PDF_LAYOUT_CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label="Paper"
        classNames={{ label: classes.groupLabel }}
        value={pdf.paper}
        onChange={(paper) => onPdfChange({ ...pdf, paper: paper as TPdfOptions["paper"] })}
      >
        <Group gap="lg" mt={4}>
          {PDF_PAPER_CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
