import { Button, Stack, Text } from "@mantine/core";
import { errorMessage } from "../../../lib/error-info.ts";
import { useSignOut } from "../hooks/use-auth-actions.ts";

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
        Sign out
      </Button>
      {signOut.error ? (
        <Text c="red" size="sm" role="alert">
          Error signing out: {errorMessage(signOut.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
