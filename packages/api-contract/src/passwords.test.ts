import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_LENGTH, passwordProblems } from "./passwords.ts";

describe("passwordProblems", () => {
  it("accepts long passphrases and mixed passwords", () => {
    expect(passwordProblems("correct horse battery")).toEqual([]);
    expect(passwordProblems("Tr0ub4dor&3x")).toEqual([]);
    expect(passwordProblems("x".repeat(3) + "yz91!kq")).toEqual([]);
  });

  it("says every reason a password is refused", () => {
    expect(passwordProblems("short")).toEqual(["Use at least 8 characters."]);
    expect(passwordProblems("a".repeat(MAX_PASSWORD_LENGTH + 1))).toEqual([
      "Use at most 128 characters.",
      "It repeats one or two characters; mix in more.",
    ]);
    expect(passwordProblems("")).toEqual(["Use at least 8 characters."]);
  });

  it("refuses common passwords, with digits or symbols tacked on", () => {
    for (const password of ["password", "Password123!", "qwerty2024", "iloveyou!!", "123welcome"]) {
      expect(passwordProblems(password), password).toContain("It is one of the most common passwords; pick something less guessable.");
    }
  });

  it("refuses repeats and sequences, forwards or backwards", () => {
    expect(passwordProblems("aaaaaaaa")).toContain("It repeats one or two characters; mix in more.");
    expect(passwordProblems("abababab")).toContain("It repeats one or two characters; mix in more.");
    for (const password of ["12345678", "87654321", "abcdefghij", "13579135"]) {
      const expected = password === "13579135" ? [] : ["It is a simple sequence like '12345678' or 'abcdefgh'."];
      expect(passwordProblems(password), password).toEqual(expected);
    }
    expect(passwordProblems("24681012")).toEqual([]);
    expect(passwordProblems("02468")).toContain("Use at least 8 characters.");
    expect(passwordProblems("0246802468".slice(0, 5) + "024")).toEqual([]);
  });

  it("refuses a password built on the email address", () => {
    expect(passwordProblems("janedoe-2024!", { email: "JaneDoe@example.com" })).toEqual(["It contains your email address."]);
    expect(passwordProblems("janedoe-2024!", { email: "someone@example.com" })).toEqual([]);
  });
});
