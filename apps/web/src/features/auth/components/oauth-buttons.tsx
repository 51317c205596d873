import type { TOAuthProviderId } from "@mnemo/api-contract";
import { Button, Divider, Stack } from "@mantine/core";
import { IconBrandGithub, IconBrandGoogle } from "@tabler/icons-react";
import { useOAuthSignIn } from "../hooks/use-auth-actions.ts";
import { useOAuthProviders } from "../hooks/use-auth-config.ts";
import { AuthErrorAlert } from "./auth-error-alert.tsx";

const PROVIDERS: Record<TOAuthProviderId, { label: string; icon: typeof IconBrandGithub }> = {
  github: { label: "GitHub", icon: IconBrandGithub },
  google: { label: "Google", icon: IconBrandGoogle },
};

/** 'Continue with …' for each provider the server has configured; nothing at all when none is. */
export function OAuthButtons({ redirect }: { redirect: string }) {
  const providers = useOAuthProviders();
  const oauth = useOAuthSignIn();
  const configured = providers.data ?? [];
  if (configured.length === 0) return null;
  return (
    <Stack gap="sm">
      {configured.map((id) => {
        const { label, icon: Icon } = PROVIDERS[id];
        const starting = oauth.isPending && oauth.variables.provider === id;
        return (
          <Button
            key={id}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={18} aria-hidden="true" />}
            loading={starting}
            disabled={oauth.isPending && !starting}
            onClick={() => oauth.mutate({ provider: id, redirect })}
          >
            Continue with {label}
          </Button>
        );
      })}
      <AuthErrorAlert error={oauth.error} />
      <Divider label="or with your email" labelPosition="center" my={4} />
    </Stack>
  );
}
