import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { DIAGRAM_KIND_LABELS, type TDiagramKind } from "@mnemo/api-contract";
import { IconAffiliate, IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { useDiagramActions } from "../api/use-diagram-actions.ts";
import { CreateKindPicker } from "./create-kind-picker.tsx";

/**
 * The deck page's "Diagram from this deck": choose the kind, start it, and
 * land on the diagram's page, where its progress shows. A deck's cards cost no
 * words. Light on purpose: the deck page loads none of the drawing code.
 */
export function CreateFromDeck({ groupId, deckTitle, hasCards }: { groupId: string; deckTitle: string; hasCards: boolean }) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [kind, setKind] = useState<TDiagramKind>("mind_map");
  const [problem, setProblem] = useState<string | null>(null);
  const { createDiagram, isCreating } = useDiagramActions();

  const start = async () => {
    setProblem(null);
    try {
      const made = await createDiagram({ from: "deck", groupId, kind });
      void navigate(paths.diagramView.getHref(made.file_key));
    } catch (error) {
      setProblem(errorMessage(error, "The diagram could not be started. Try again."));
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAffiliate size={18} aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
        disabled={!hasCards}
        title={hasCards ? undefined : "Add cards to the deck first"}
      >
        Diagram from this deck
      </Button>
      <Modal opened={isOpen} onClose={() => !isCreating && setIsOpen(false)} title="Diagram from this deck" centered size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The cards of “{deckTitle}” become the diagram's boxes, each one linked to its card. It uses none of your words.
          </Text>
          <CreateKindPicker value={kind} onChange={setKind} disabled={isCreating} columns={1} />
          {problem ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsOpen(false)} disabled={isCreating}>
              Cancel
            </Button>
            <Button onClick={() => void start()} loading={isCreating}>
              Make the {DIAGRAM_KIND_LABELS[kind].toLowerCase()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
