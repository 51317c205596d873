import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { SUGGESTION_DETAILS_MAX, SUGGESTION_TITLE_MAX } from "@mnemo/api-contract";
import { IconAlertCircle, IconCheck, IconSend } from "@tabler/icons-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { errorMessage } from "@/lib/error-info.ts";
import { useCreateSuggestion } from "../api/use-create-suggestion.ts";
import {
  EMPTY_SUGGESTION,
  FORM_INCOMPLETE,
  characterCount,
  fieldErrorsFromIssues,
  firstInvalidField,
  validateSuggestion,
  type SuggestionErrors,
  type SuggestionField,
  type SuggestionValues,
} from "../validate-suggestion.ts";
import { FloatingTextarea } from "@/components/floating-textarea.tsx";

// The label floats over the field, so hints and counters go below it.
const FIELD_ORDER: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];

type SuggestionFormProps = {
  /** The signed-in user's email (the email field is then hidden), null for a visitor, undefined while unknown. */
  accountEmail: string | null | undefined;
  backHref: string;
};

/** 'Suggest a Feature': title, description and, for visitors, an optional email; then a thank-you. */
export function SuggestionForm({ accountEmail, backHref }: SuggestionFormProps) {
  const [values, setValues] = useState<SuggestionValues>(EMPTY_SUGGESTION);
  const [errors, setErrors] = useState<SuggestionErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const createSuggestion = useCreateSuggestion();
  const formRef = useRef<HTMLFormElement>(null);
  const withEmail = accountEmail === null;

  const focusField = (field: SuggestionField | undefined) => {
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const update = (field: SuggestionField) => (event: { currentTarget: { value: string } }) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // After a failed submit, messages follow the typing so they disappear once fixed.
    if (hasTriedSubmit) {
      const check = validateSuggestion(next, { withEmail });
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (createSuggestion.isPending) return;
    setHasTriedSubmit(true);
    const check = validateSuggestion(values, { withEmail });
    if (!check.ok) {
      setErrors(check.errors);
      focusField(firstInvalidField(check.errors));
      return;
    }
    setErrors({});
    createSuggestion.mutate(check.input, {
      onError: (error) => {
        const serverErrors = fieldErrorsFromIssues(error.data?.issues);
        setErrors(serverErrors);
        focusField(firstInvalidField(serverErrors));
      },
    });
  };

  const onSuggestAnother = () => {
    setValues(EMPTY_SUGGESTION);
    setErrors({});
    setHasTriedSubmit(false);
    createSuggestion.reset();
  };

  if (createSuggestion.isSuccess) {
    return (
      <SuggestionThanks email={accountEmail ?? (values.email.trim() || null)} backHref={backHref} onSuggestAnother={onSuggestAnother} />
    );
  }

  const details = characterCount(values.details, SUGGESTION_DETAILS_MAX);
  const hasFieldErrors = firstInvalidField(errors) !== undefined;
  const serverMessage = createSuggestion.error && !hasFieldErrors ? errorMessage(createSuggestion.error) : null;

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Suggest a feature">
        <Stack gap="lg">
          <FloatingTextInput
            name="title"
            label="Title"
            placeholder="Dark mode for study sessions"
            required
            autoComplete="off"
            value={values.title}
            onChange={update("title")}
            error={errors.title}
            description={`A few words: ${SUGGESTION_TITLE_MAX} characters at most.`}
            inputWrapperOrder={FIELD_ORDER}
          />
          <FloatingTextarea
            name="details"
            label="Description"
            placeholder="What would you like to do, and why would it help you?"
            required
            autosize
            minRows={6}
            maxRows={16}
            value={values.details}
            onChange={update("details")}
            error={errors.details}
            description={`${details.label} characters`}
            inputWrapperOrder={FIELD_ORDER}
            isOver={details.isOver}
          />
          {withEmail ? (
            <FloatingTextInput
              name="email"
              type="email"
              label="Email (optional)"
              placeholder="you@example.org"
              autoComplete="email"
              value={values.email}
              onChange={update("email")}
              error={errors.email}
              description="Only if you'd like a reply. We never use it for anything else."
              inputWrapperOrder={FIELD_ORDER}
            />
          ) : accountEmail ? (
            <Text size="sm" c="dimmed">
              Signed in as <strong>{accountEmail}</strong>: if we have a question, we'll write to you there.
            </Text>
          ) : null}
          {hasFieldErrors ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
              {FORM_INCOMPLETE}
            </Alert>
          ) : null}
          {serverMessage ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
              title="Your suggestion was not sent"
            >
              {serverMessage}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={createSuggestion.isPending} leftSection={<IconSend size={18} aria-hidden="true" />}>
              Send suggestion
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function SuggestionThanks({ email, backHref, onSuggestAnother }: { email: string | null; backHref: string; onSuggestAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus to the news, so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} role="status" data-testid="suggestion-thanks">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden="true">
          <IconCheck size={28} />
        </ThemeIcon>
        <Title order={2} ref={headingRef} tabIndex={-1}>
          Thanks! Your suggestion has been sent.
        </Title>
        <Text>
          We read every suggestion and use them to decide what to build next.
          {email ? ` If we have a question, we'll write to ${email}.` : ""}
        </Text>
        <Group>
          <Button component={Link} to={backHref}>
            Back to Mnemo
          </Button>
          <Button variant="default" onClick={onSuggestAnother}>
            Suggest something else
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
