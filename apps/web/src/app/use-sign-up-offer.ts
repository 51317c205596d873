import { upgradeIntentHref } from "../features/billing/utils/upgrade-intent.ts";
import { signUpHref } from "../features/playground/utils/sign-up-href.ts";
import { signUpOffer, type TSignUpOffer } from "../lib/sign-up-offer.ts";
import { trpc } from "../lib/trpc.ts";

/**
 * The visitor's sign-up button: the free trial (sign up, then confirm the
 * premium trial on /upgrade) where this server offers one, else a free
 * account that comes back to `returnTo` (the deck list when none).
 */
export function useSignUpOffer(returnTo?: string): TSignUpOffer {
  const config = trpc.billing.config.useQuery(undefined, { staleTime: 10 * 60_000 });
  return signUpOffer(config.data, {
    trial: signUpHref(upgradeIntentHref({ plan: "premium", trial: true })),
    account: signUpHref(returnTo),
  });
}
