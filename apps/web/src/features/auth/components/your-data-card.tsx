import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { requestJson } from "@/lib/request-json.ts";
import { resetUserData } from "@/lib/auth/user-data-reset.ts";
import { addToast } from "@/components/toasts/toast-store.ts";
import { resetAuthStore, SIGN_OUT_MUTATION_KEY } from "../hooks/use-auth-actions.ts";

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    // Counts as signing out: while it runs, the profile's guard shows "Signing out…" instead of sending us to sign in.
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      await requestJson<{ deleted: true }>("/api/account/delete", { method: "POST", body: hasPassword ? { password } : {} });
      resetUserData(queryClient);
      resetAuthStore(queryClient);
      await navigate(paths.home.getHref(), { replace: true, flushSync: true });
      addToast({ summary: "Your account was deleted", detail: "Everything of yours is gone from Mnemo.", severity: "success" });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) return;
    remove.mutate();
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
