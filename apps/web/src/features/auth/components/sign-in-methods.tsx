import { identityProvider } from "@mnemo/api-contract";
import { IconBrandGithub, IconBrandGoogle, IconKey, IconMail } from "@tabler/icons-react";
import type { ReactNode } from "react";

const PROVIDER_LABELS: Record<string, { label: string; icon: ReactNode }> = {
  email: { label: "Email and password", icon: <IconMail size={18} aria-hidden="true" /> },
  github: { label: "GitHub", icon: <IconBrandGithub size={18} aria-hidden="true" /> },
  google: { label: "Google", icon: <IconBrandGoogle size={18} aria-hidden="true" /> },
};

/** How a sign-in method (an account identity's provider) is named and drawn. */
export function providerLabel(provider: string): { label: string; icon: ReactNode } {
  const id = identityProvider(provider);
  return PROVIDER_LABELS[id] ?? { label: id.charAt(0).toUpperCase() + id.slice(1), icon: <IconKey size={18} aria-hidden="true" /> };
}
