import type { TBillingConfig } from "@mnemo/api-contract";

export type TSignUpOffer = {
  /** True only where a free trial can really start: this server takes payments and offers trial days. */
  isTrial: boolean;
  label: string;
  href: string;
};

export const TRIAL_LABEL = "Start your free trial";
export const FREE_ACCOUNT_LABEL = "Create a free account";

/**
 * What a visitor's sign-up button promises. A visitor has never had a trial,
 * so one is offered when billing is on with trial days (`billing.config`);
 * without payments (no STRIPE_SECRET_KEY), with STRIPE_TRIAL_DAYS=0, or while
 * the config is not known yet, the button offers what is always true: a free account.
 */
export function signUpOffer(config: TBillingConfig | undefined, hrefs: { trial: string; account: string }): TSignUpOffer {
  const isTrial = config?.enabled === true && config.trialDays > 0;
  return isTrial ? { isTrial, label: TRIAL_LABEL, href: hrefs.trial } : { isTrial, label: FREE_ACCOUNT_LABEL, href: hrefs.account };
}
