import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useDeleteAccount } from "../hooks/use-account.ts";

/**
 * The learner's data is theirs: a download of everything Mnemo holds about
 * them (GET /api/account/export), and deleting the account for good after
 * re-entering the password (or, without one, a sign-in in the last ten minutes).
 */
export function YourDataCard({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" aria-labelledby="your-data-heading">
      <Title order={2} size="h5" id="your-data-heading">
        Your data
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Download everything Mnemo holds about you (your account, decks, cards and usage) as one JSON file, or delete your account and all of
        it for good.
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href="/api/account/export"
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          Download my data
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={18} aria-hidden="true" />} onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </Group>
      <DeleteAccountModal opened={open} onClose={() => setOpen(false)} hasPassword={hasPassword} />
    </Card>
  );
}

function DeleteAccountModal({ opened, onClose, hasPassword }: { opened: boolean; onClose: () => void; hasPassword: boolean }) {
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) return;
    remove.mutate(hasPassword ? { password } : {});
  };
  const close = () => {
    setPassword("");
    remove.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete your account?" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            This deletes your account, every deck and card, your usage and your plan, and signs you out on every device. It cannot be
            undone. Download your data first if you want a copy.
          </Text>
          {hasPassword ? (
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
              data-autofocus
            />
          ) : (
            <Text size="sm" c="dimmed">
              You sign in with GitHub or Google: deleting works within 10 minutes of signing in.
            </Text>
          )}
          {remove.error ? (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending} disabled={hasPassword && !password}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
