import { BillingCard } from "../../features/billing/components/billing-card.tsx";
import { ChangePassword } from "../../features/auth/components/change-password.tsx";
import { OauthCallback } from "../../features/auth/components/oauth-callback.tsx";
import { Profile } from "../../features/auth/components/profile.tsx";
import { ResetPasswordChange } from "../../features/auth/components/reset-password-change.tsx";
import { ResetPasswordRequest } from "../../features/auth/components/reset-password-request.tsx";
import { StudySettingsCard } from "../../features/study/components/settings/study-settings-card.tsx";
import { PlanUsageCard } from "../../features/subscription/components/plan-usage-card.tsx";
import { usePlanSummary } from "../../features/subscription/hooks/use-plan-summary.ts";

/* The account pages under /auth besides sign-in itself (auth.tsx); each is one feature screen. */

/** /Auth/oauth: back from the provider. */
export function OauthRoute() {
  return <OauthCallback />;
}

/** /Auth/profile: the account (auth) with the plan and usage (subscription), billing (billing) and the study settings (study). */
export function ProfileRoute() {
  const plan = usePlanSummary();
  return (
    <Profile
      planCard={<PlanUsageCard summary={plan} />}
      billingCard={<BillingCard subscription={plan.subscription.data?.subscription} />}
      upgradeLabel={plan.planName ? "Change plan" : "Upgrade"}
      studyCard={<StudySettingsCard />}
    />
  );
}

/** /Auth/ChangePassword */
export function ChangePasswordRoute() {
  return <ChangePassword />;
}

/** /Auth/reset-password: ask for a link. */
export function ResetPasswordRoute() {
  return <ResetPasswordRequest />;
}

/** /Auth/reset-password/Change: where the emailed link lands. */
export function ResetPasswordChangeRoute() {
  return <ResetPasswordChange />;
}
