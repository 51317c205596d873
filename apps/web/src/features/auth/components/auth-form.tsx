import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import { errorMessage } from "../../../lib/error-info.ts";
import { useSignIn, useSignUp } from "../hooks/use-auth-actions.ts";
import { MIN_PASSWORD_LENGTH, validateAuthForm, type AuthFormErrors, type AuthMode } from "./validate-auth-form.ts";

/**
 * Sign in or create an account. On success nothing navigates here: the
 * session refreshes and the page's guest-only guard sends the user on.
 */
export function AuthForm({ initialMode = "sign-in" }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState({ email: "", password: "", name: "" });
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const signIn = useSignIn();
  const signUp = useSignUp();
  const action = mode === "sign-in" ? signIn : signUp;
  const formRef = useRef<HTMLFormElement>(null);
  const isSignUp = mode === "sign-up";

  const update = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAuthForm(values, mode);
    setErrors(found);
    // The first field in form order that has a problem; found before React re-renders the errors.
    const firstInvalid = (["name", "email", "password"] as const).find((field) => found[field]);
    if (firstInvalid) {
      const field = formRef.current?.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    if (isSignUp) signUp.mutate({ email: values.email, password: values.password, name: values.name });
    else signIn.mutate({ email: values.email, password: values.password });
  };

  const onSwitchMode = () => {
    setMode(isSignUp ? "sign-in" : "sign-up");
    setErrors({});
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
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {isSignUp ? (
            <TextInput
              label="Name (optional)"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={update("name")}
              error={errors.name}
            />
          ) : null}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update("email")}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete={isSignUp ? "new-password" : "current-password"}
            required
            minLength={MIN_PASSWORD_LENGTH}
            description={isSignUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
            value={values.password}
            onChange={update("password")}
            error={errors.password}
          />
          {action.error ? (
            <Alert color="red" role="alert">
              {errorMessage(action.error)}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth size="md" loading={action.isPending}>
            {isSignUp ? "Create account" : "Sign in"}
          </Button>
        </Stack>
      </form>
      <Text ta="center" mt="lg" size="sm">
        {isSignUp ? "Already have an account?" : "New to Mnemo?"}{" "}
        <Anchor component="button" type="button" onClick={onSwitchMode} size="sm" fw={600}>
          {isSignUp ? "Sign in" : "Create an account"}
        </Anchor>
      </Text>
    </Paper>
  );
}
