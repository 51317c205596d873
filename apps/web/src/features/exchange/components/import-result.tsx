import { Alert, Button, Group, List } from "@mantine/core";
import type { TImportResult } from "@mnemo/api-contract";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { importResultLines } from "../utils/import-summary.ts";

type ImportResultProps = { result: TImportResult; onAnother: () => void; onClose: () => void };

/** What the import did, and the way to the deck it filled (or to all decks, when it made several). */
export function ImportResultPanel({ result, onAnother, onClose }: ImportResultProps) {
  const [only, ...others] = result.groupIds;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden="true" />}
      title="Imported"
      role="status"
      data-testid="import-result"
    >
      <List size="sm" spacing={2} mb="sm">
        {importResultLines(result).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        {only && others.length === 0 ? (
          <Button component={Link} to={paths.deck.getHref(only)} onClick={onClose} size="sm">
            Open the deck
          </Button>
        ) : (
          <Button component={Link} to={paths.decks.getHref()} onClick={onClose} size="sm">
            See your decks
          </Button>
        )}
        <Button variant="default" size="sm" onClick={onAnother}>
          Import another file
        </Button>
      </Group>
    </Alert>
  );
}
