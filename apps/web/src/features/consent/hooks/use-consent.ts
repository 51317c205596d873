import { useEffect } from "react";
import { useSession } from "@/lib/auth/use-session.ts";
import { identifyUser, startConsent } from "../consent-runtime.ts";

/**
 * Mounted once by the app shell: starts cookie consent (banner, automatic
 * acceptance or the stored choice) and keeps analytics and error reporting
 * told who is signed in. They only receive it when they run, with consent.
 */
export function useConsent() {
  const { user } = useSession();
  useEffect(() => {
    startConsent();
  }, []);
  const id = user?.id ?? null;
  const email = user?.email ?? null;
  useEffect(() => {
    identifyUser(id && email ? { id, email } : null);
  }, [id, email]);
}
