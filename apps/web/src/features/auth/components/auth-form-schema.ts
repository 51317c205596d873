import { MAX_PASSWORD_LENGTH, MAX_USER_NAME_LENGTH, MIN_PASSWORD_LENGTH } from "@mnemo/api-contract";
import { rules, type FormSchema } from "@/lib/form-rules.ts";

export type AuthMode = "sign-in" | "sign-up";
export type AuthFormValues = { name: string; email: string; password: string };

export const AUTH_FORM_FIELDS = ["name", "email", "password"] as const;

export function authFormSchema(mode: AuthMode): FormSchema<AuthFormValues> {
  return {
    ...(mode === "sign-up" ? { name: { label: "Name", rules: [rules.max(MAX_USER_NAME_LENGTH)] } } : {}),
    email: { label: "Email", rules: [rules.required, rules.email, rules.max(254)] },
    password: {
      label: "Password",
      // Signing in checks only presence: a password set under older rules must still work.
      rules: mode === "sign-up" ? [rules.required, rules.min(MIN_PASSWORD_LENGTH), rules.max(MAX_PASSWORD_LENGTH)] : [rules.required],
    },
  };
}
