import { Group, Select, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import type { TImportPreview, TTextColumnRole, TTextImportOptions } from "@mnemo/api-contract";
import { useState } from "react";
import {
  COLUMN_ROLE_OPTIONS,
  columnRoles,
  columnRolesProblem,
  CUSTOM_SEPARATOR,
  customSeparatorProblem,
  SEPARATOR_LABELS,
  separatorChoice,
  withColumnRole,
} from "../utils/text-columns.ts";
import classes from "./exchange.module.css";

/** Raw rows shown under the column roles. */
const RAW_ROWS = 8;

const SEPARATOR_OPTIONS = [
  ...Object.entries(SEPARATOR_LABELS).map(([value, label]) => ({ value, label })),
  { value: CUSTOM_SEPARATOR, label: "Another character" },
];

type TextImportOptionsProps = {
  /** What the preview read: the separator, switches, roles and first rows in use. */
  detected: NonNullable<TImportPreview["text"]>;
  /** The options last asked for (undefined: all detected); they show at once, before the preview catches up. */
  requested: TTextImportOptions | undefined;
  /** The preview is being read again: the columns wait for it. */
  isStale: boolean;
  onChange: (options: TTextImportOptions) => void;
};

/**
 * How a text file is read: the separator, whether fields are HTML, whether the
 * first row is a header, and a role per column above the file's first rows.
 * Every change is sent whole (what was detected plus the change), so the
 * preview is read again with it.
 */
export function TextImportOptions({ detected, requested, isStale, onChange }: TextImportOptionsProps) {
  const initial = separatorChoice(requested?.separator ?? detected.separator);
  const [separator, setSeparator] = useState<string>(initial.choice);
  const [custom, setCustom] = useState(initial.custom);
  const roles = columnRoles(detected.columns, detected.rows);
  const html = requested?.html ?? detected.html;
  const header = requested?.header ?? detected.header;
  const current: TTextImportOptions = {
    separator: initial.choice === CUSTOM_SEPARATOR ? initial.custom : initial.choice,
    html,
    header,
    // Left to detection after a new separator, until the preview has read the new columns.
    columns: requested && !requested.columns ? undefined : roles,
  };
  const customProblem = separator === CUSTOM_SEPARATOR ? customSeparatorProblem(custom) : null;
  const rolesProblem = columnRolesProblem(roles);

  // A new separator splits the rows anew: the columns are detected again.
  const onSeparator = (value: string | null) => {
    if (!value) return;
    setSeparator(value);
    if (value !== CUSTOM_SEPARATOR) onChange({ ...current, separator: value as TTextImportOptions["separator"], columns: undefined });
    else if (!customSeparatorProblem(custom)) onChange({ ...current, separator: custom, columns: undefined });
  };
  const onCustom = (value: string) => {
    setCustom(value);
    if (!customSeparatorProblem(value)) onChange({ ...current, separator: value, columns: undefined });
  };
  const onRole = (index: number, role: TTextColumnRole) => onChange({ ...current, columns: withColumnRole(roles, index, role) });

  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select label="Separator" data={SEPARATOR_OPTIONS} value={separator} onChange={onSeparator} allowDeselect={false} w={190} />
        {separator === CUSTOM_SEPARATOR ? (
          <TextInput
            label="Character"
            value={custom}
            onChange={(event) => onCustom(event.currentTarget.value)}
            error={customProblem}
            w={110}
          />
        ) : null}
        <Stack gap={6} pb={4}>
          <Switch
            label="Fields are HTML"
            checked={html}
            onChange={(event) => onChange({ ...current, html: event.currentTarget.checked })}
          />
          <Switch
            label="First row is a header"
            checked={header}
            onChange={(event) => onChange({ ...current, header: event.currentTarget.checked })}
          />
        </Stack>
      </Group>
      <div>
        <Text size="sm" fw={600} id="import-columns-label">
          Columns
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          Choose what each column becomes. The file&apos;s first rows are below, as written.
        </Text>
        <Table.ScrollContainer minWidth={Math.max(320, roles.length * 150)}>
          <Table withTableBorder withColumnBorders verticalSpacing={6} aria-labelledby="import-columns-label" data-testid="import-columns">
            <Table.Thead>
              <Table.Tr>
                {roles.map((role, index) => (
                  <Table.Th key={index} className={classes.roleSelect}>
                    <Select
                      aria-label={`Column ${index + 1}`}
                      data={COLUMN_ROLE_OPTIONS}
                      value={role}
                      onChange={(value) => value && onRole(index, value as TTextColumnRole)}
                      allowDeselect={false}
                      disabled={isStale}
                      size="xs"
                    />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detected.rows.slice(0, RAW_ROWS).map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  {roles.map((_, index) => (
                    <Table.Td key={index} className={classes.rawCell} title={row[index] ?? ""}>
                      <Text size="xs" c={rowIndex === 0 && detected.header ? "dimmed" : undefined} truncate>
                        {row[index] ?? ""}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rolesProblem ? (
          <Text size="sm" c="red" mt={4} role="alert">
            {rolesProblem}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
