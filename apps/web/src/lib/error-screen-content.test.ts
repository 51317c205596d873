import { describe, expect, it } from "vitest";
import { errorScreenContent, notFoundMessage } from "./error-screen-content.ts";

describe("errorScreenContent", () => {
  it("follows the product's table", () => {
    expect(errorScreenContent(404)).toEqual({ title: "Oops", banner: "Looks like you've taken a wrong turn.", action: "back" });
    expect(errorScreenContent(401)).toEqual({ title: "Unauthorized", banner: "Looks like you're not signed in.", action: "sign-in" });
    expect(errorScreenContent(500).title).toBe("Server Error");
    expect(errorScreenContent(418)).toEqual({ title: "Error", banner: "Looks like something went wrong.", action: "back" });
    expect(errorScreenContent(undefined).title).toBe("Error");
  });

  it("lets the error's own message replace the banner", () => {
    expect(errorScreenContent(404, notFoundMessage("/nope")).banner).toBe("Page Not Found: /nope");
    expect(errorScreenContent(404, "  ").banner).toBe("Looks like you've taken a wrong turn.");
  });
});
