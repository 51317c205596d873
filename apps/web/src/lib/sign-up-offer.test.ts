import { describe, expect, it } from "vitest";
import { FREE_ACCOUNT_LABEL, signUpOffer, TRIAL_LABEL } from "./sign-up-offer.ts";

const hrefs = { trial: "/auth?redirect=%2Fupgrade&mode=sign-up", account: "/auth?mode=sign-up" };

describe("signUpOffer", () => {
  it("offers the free trial where billing is on with trial days", () => {
    expect(signUpOffer({ enabled: true, trialDays: 7, graceDays: 7 }, hrefs)).toEqual({
      isTrial: true,
      label: TRIAL_LABEL,
      href: hrefs.trial,
    });
  });

  it("offers a free account where no trial can start: billing off, no trial days, or not known yet", () => {
    const account = { isTrial: false, label: FREE_ACCOUNT_LABEL, href: hrefs.account };
    expect(signUpOffer({ enabled: false, trialDays: 7, graceDays: 7 }, hrefs)).toEqual(account);
    expect(signUpOffer({ enabled: true, trialDays: 0, graceDays: 7 }, hrefs)).toEqual(account);
    expect(signUpOffer(undefined, hrefs)).toEqual(account);
  });
});
