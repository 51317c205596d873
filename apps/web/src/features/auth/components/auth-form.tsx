import { useRef, useState, type FormEvent } from "react";
import { Alert } from "../../../components/alert.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessage } from "../../../lib/error-info.ts";
import { useSignIn, useSignUp } from "../hooks/use-auth-actions.ts";
import { MIN_PASSWORD_LENGTH, validateAuthForm, type AuthFormErrors, type AuthMode } from "./validate-auth-form.ts";

/**
 * Sign in or create an account. On success nothing navigates here: the
 * session refreshes and the page's guest-only guard sends the user on.
 */
export function AuthForm() {
  const [mode, setMode] = useState<AuthMode>("sign-in");
  const [values, setValues] = useState({ email: "", password: "", name: "" });
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const signIn = useSignIn();
  const signUp = useSignUp();
  const action = mode === "sign-in" ? signIn : signUp;
  const formRef = useRef<HTMLFormElement>(null);
  const isSignUp = mode === "sign-up";

  const update = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

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
    <div className="auth-card">
      <h1 tabIndex={-1}>{isSignUp ? "Create your account" : "Sign in"}</h1>
      <p className="muted">{isSignUp ? "Save your decks and study them anywhere." : "Welcome back. Your decks are waiting."}</p>
      <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
        {isSignUp ? (
          <TextField
            label="Name (optional)"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={update("name")}
            error={errors.name}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update("email")}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={isSignUp ? "new-password" : "current-password"}
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={isSignUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
          value={values.password}
          onChange={update("password")}
          error={errors.password}
        />
        {action.error ? <Alert>{errorMessage(action.error)}</Alert> : null}
        <button type="submit" className="button button-primary button-block" disabled={action.isPending}>
          {action.isPending ? (isSignUp ? "Creating account…" : "Signing in…") : isSignUp ? "Create account" : "Sign in"}
        </button>
      </form>
      <p className="auth-switch">
        {isSignUp ? "Already have an account?" : "New to Mnemo?"}{" "}
        <button type="button" className="link-button" onClick={onSwitchMode}>
          {isSignUp ? "Sign in" : "Create an account"}
        </button>
      </p>
    </div>
  );
}
