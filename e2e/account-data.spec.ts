import { readFile } from "node:fs/promises";
import { expect, signUp, test } from "./fixtures.ts";

/** The profile's devices list, the data download and account deletion, as a learner uses them. */
test("a learner sees their devices, downloads their data and deletes their account", async ({ page, baseURL }) => {
  const account = await signUp(page, { name: "Data Owner" });
  await page.request.post("/api/notes/add_group", { data: { title: "My biology deck" } });
  await page.goto("/auth/profile");

  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByTestId("session-row")).toHaveCount(1);
  await expect(devices).toContainText("This device");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mnemo-export-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string }; decks: { title: string }[] };
  expect(data.account.email).toBe(account.email);
  expect(data.decks.map((deck) => deck.title)).toEqual(["My biology deck"]);

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("not the password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "That password is not right. Enter the password you sign in with to delete your account.",
  );
  await dialog.getByLabel("Your password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/`);
  await expect(page.getByText("Your account was deleted")).toBeVisible();

  const again = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL!).origin },
    data: { email: account.email, password: account.password },
  });
  expect(again.status()).toBe(401);
});
