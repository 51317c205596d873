import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@mnemo/api-contract";
import { Button, Stack } from "@mantine/core";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { FloatingPasswordInput, FloatingTextInput } from "@/components/floating-fields.tsx";
import { hasErrors, rules, validateForm, type FormErrors, type FormSchema, type FormValues } from "@/lib/form-rules.ts";
import { AuthErrorAlert, FormIncompleteAlert } from "./auth-error-alert.tsx";
import { focusFirstInvalid } from "./focus-first-invalid.ts";

const NEW_PASSWORD_RULES = [rules.required, rules.min(MIN_PASSWORD_LENGTH), rules.max(MAX_PASSWORD_LENGTH)];

export const changePasswordSchema: FormSchema<{ currentPassword: string; newPassword: string; confirmPassword: string }> = {
  currentPassword: { label: "Current password", rules: [rules.required] },
  newPassword: { label: "New password", rules: NEW_PASSWORD_RULES },
  confirmPassword: { label: "Confirm new password", rules: [rules.required, rules.confirm("newPassword", "New password")] },
};

export const newPasswordSchema: FormSchema<{ newPassword: string; confirmPassword: string }> = {
  newPassword: { label: "New password", rules: NEW_PASSWORD_RULES },
  confirmPassword: { label: "Confirm new password", rules: [rules.required, rules.confirm("newPassword", "New password")] },
};

export const resetRequestSchema: FormSchema<{ email: string }> = {
  email: { label: "Email", rules: [rules.required, rules.email] },
};

type Field<V> = { name: keyof V & string; label: string; kind: "email" | "current-password" | "new-password"; description?: string };

/**
 * A small form of docs/product.md's generic rules: fields validated on submit (the
 * first broken one focused, 'Form incomplete.' shown), the server's error
 * (weak-password reasons listed) above the button.
 */
export function RulesForm<V extends FormValues>({
  label,
  fields,
  schema,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
}: {
  label: string;
  fields: Field<V>[];
  schema: FormSchema<V>;
  initial: V;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: V) => void;
  children?: ReactNode;
}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [incomplete, setIncomplete] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (name: keyof V & string) => (event: { currentTarget: { value: string } }) => {
    const next = { ...values, [name]: event.currentTarget.value };
    setValues(next);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validateForm(next, schema)[name] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(values, schema);
    setErrors(found);
    setIncomplete(hasErrors(found));
    if (hasErrors(found)) {
      focusFirstInvalid(
        formRef.current,
        fields.map((field) => field.name),
        found as Partial<Record<string, string>>,
      );
      return;
    }
    onSubmit(values);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {fields.map((field) =>
          field.kind === "email" ? (
            <FloatingTextInput
              key={field.name}
              label={field.label}
              name={field.name}
              type="email"
              autoComplete="email"
              required
              value={values[field.name] ?? ""}
              onChange={update(field.name)}
              error={errors[field.name]}
            />
          ) : (
            <FloatingPasswordInput
              key={field.name}
              label={field.label}
              name={field.name}
              autoComplete={field.kind}
              required
              description={field.description}
              inputWrapperOrder={["label", "input", "description", "error"]}
              value={values[field.name] ?? ""}
              onChange={update(field.name)}
              error={errors[field.name]}
            />
          ),
        )}
        {children}
        <FormIncompleteAlert shown={incomplete} />
        <AuthErrorAlert error={error} />
        <Button type="submit" size="md" loading={pending} mt={4}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. Avoid your email and common passwords.`;
