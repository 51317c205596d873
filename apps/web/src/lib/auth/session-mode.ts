/**
 * docs/product.md's playground mode is on whenever no user is signed in. 'pending'
 * (the session is still being read) and 'error' (it could not be read) are
 * neither: nobody should be shown the playground, or have it written to,
 * just because the network blinked.
 */
export type TSessionMode = "pending" | "playground" | "signed-in" | "error";

export function sessionMode({ user, isPending, error }: { user: unknown; isPending: boolean; error: unknown }): TSessionMode {
  if (user) return "signed-in";
  if (isPending) return "pending";
  if (error) return "error";
  return "playground";
}
