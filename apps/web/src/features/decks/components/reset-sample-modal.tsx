import { Button, Group, Modal, Stack, Text } from "@mantine/core";

/** Confirms putting the sample deck back as it was: the visitor's own cards go. */
export function ResetSampleModal({ opened, onClose, onReset }: { opened: boolean; onClose: () => void; onReset: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reset the sample deck?" centered>
      <Stack gap="md">
        <Text size="sm">The sample cards come back as they were, and cards you added or changed here are removed.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              onReset();
              onClose();
            }}
          >
            Reset sample
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
