/** Mirrors the server's rules (apps/api create-auth.ts) so most mistakes are caught before a round trip. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type AuthMode = "sign-in" | "sign-up";
export type AuthFormValues = { email: string; password: string; name: string };
export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

// Deliberately loose: the server has the final word, this only catches typos like a missing '@'.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAuthForm(values: AuthFormValues, mode: AuthMode): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = "Email is required.";
  else if (!EMAIL.test(email)) errors.email = "Please enter a valid email address.";

  if (!values.password) errors.password = "Password is required.";
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (values.password.length > MAX_PASSWORD_LENGTH) errors.password = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;

  if (mode === "sign-up" && values.name.trim().length > 100) errors.name = "Name must be at most 100 characters.";
  return errors;
}
