import { MIN_PASSWORD_LENGTH } from "@mnemo/api-contract";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { FloatingPasswordInput, FloatingTextInput } from "@/components/floating-fields.tsx";
import { hasErrors, validateForm, type FormErrors } from "@/lib/form-rules.ts";
import { AUTH_FORM_FIELDS, authFormSchema, type AuthFormValues as Values, type AuthMode } from "./auth-form-schema.ts";
import { useSignIn, useSignUp } from "../hooks/use-auth-actions.ts";
import { AuthErrorAlert, FormIncompleteAlert } from "./auth-error-alert.tsx";
import { OAuthButtons } from "./oauth-buttons.tsx";
import { focusFirstInvalid } from "./focus-first-invalid.ts";

/**
 * Sign in or create an account, with the configured OAuth providers above.
 * On success nothing navigates here: the session refreshes and the page's
 * guest-only guard sends the user on to `redirect`.
 */
export function AuthForm({ initialMode = "sign-in", redirect }: { initialMode?: AuthMode; redirect: string }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<Values>({ email: "", password: "", name: "" });
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [incomplete, setIncomplete] = useState(false);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const action = mode === "sign-in" ? signIn : signUp;
  const formRef = useRef<HTMLFormElement>(null);
  const isSignUp = mode === "sign-up";
  const awaitingConfirmation = isSignUp && signUp.data?.signedIn === false;

  const update = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    // A fixed field stops complaining as soon as it is fixed; others wait for the next submit.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateForm({ ...values, [field]: value }, authFormSchema(mode))[field] }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(values, authFormSchema(mode));
    setErrors(found);
    setIncomplete(hasErrors(found));
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current, AUTH_FORM_FIELDS, found);
      return;
    }
    if (isSignUp) signUp.mutate({ email: values.email, password: values.password, name: values.name });
    else signIn.mutate({ email: values.email, password: values.password });
  };

  const onSwitchMode = () => {
    setMode(isSignUp ? "sign-in" : "sign-up");
    setErrors({});
    setIncomplete(false);
    signIn.reset();
    signUp.reset();
  };

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }} className="auth-card">
      <Stack gap="xs" mb="lg">
        <Title order={1} tabIndex={-1}>
          {isSignUp ? "Create your account" : "Sign in"}
        </Title>
        <Text c="dimmed">
          {isSignUp ? "Start free. Save your decks and study them anywhere." : "Welcome back. Your decks are waiting."}
        </Text>
      </Stack>
      <Stack gap="md">
        <OAuthButtons redirect={redirect} />
        {awaitingConfirmation ? (
          <Alert color="teal" role="status" title="Check your inbox">
            We sent a confirmation link to {values.email.trim()}. Open it, then sign in here.
          </Alert>
        ) : null}
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={isSignUp ? "Create account" : "Sign in"}>
          <Stack gap="sm">
            {isSignUp ? (
              <FloatingTextInput
                label="Name (optional)"
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={update("name")}
                error={errors.name}
              />
            ) : null}
            <FloatingTextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={update("email")}
              error={errors.email}
            />
            <FloatingPasswordInput
              label="Password"
              name="password"
              autoComplete={isSignUp ? "new-password" : "current-password"}
              required
              description={isSignUp ? `At least ${MIN_PASSWORD_LENGTH} characters. Longer is stronger.` : undefined}
              inputWrapperOrder={["label", "input", "description", "error"]}
              value={values.password}
              onChange={update("password")}
              error={errors.password}
            />
            {!isSignUp ? (
              <Group justify="flex-end" mt={-4}>
                <Anchor component={Link} to={paths.authResetPassword.getHref()} size="sm">
                  Forgot your password?
                </Anchor>
              </Group>
            ) : null}
            <FormIncompleteAlert shown={incomplete} />
            <AuthErrorAlert error={action.error} />
            <Button type="submit" fullWidth size="md" loading={action.isPending} mt={4}>
              {isSignUp ? "Create account" : "Sign in"}
            </Button>
          </Stack>
        </form>
      </Stack>
      <Text ta="center" mt="lg" size="sm">
        {isSignUp ? "Already have an account?" : "New to Mnemo?"}{" "}
        <Anchor component="button" type="button" onClick={onSwitchMode} size="sm" fw={600}>
          {isSignUp ? "Sign in" : "Create an account"}
        </Anchor>
      </Text>
    </Paper>
  );
}
