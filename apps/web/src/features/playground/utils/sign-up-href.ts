import { paths } from "@/lib/paths.ts";

/** The sign-in page opened on its sign-up form (`?mode=sign-up`), coming back to `returnTo` afterwards. */
export function signUpHref(returnTo?: string): string {
  const href = paths.auth.getHref(returnTo);
  return `${href}${href.includes("?") ? "&" : "?"}mode=sign-up`;
}
