import { Alert, Box } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { AuthForm } from "../../features/auth/components/auth-form.tsx";

/** Sign in / sign up. `?mode=sign-up` opens the sign-up form (the free-trial buttons link there). */
export function AuthRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Box maw={440} mx="auto" py={{ base: "md", sm: "xl" }}>
      {searchParams.has("redirect") ? (
        <Alert variant="light" mb="md" role="status">
          Sign in to continue to that page.
        </Alert>
      ) : null}
      <AuthForm initialMode={searchParams.get("mode") === "sign-up" ? "sign-up" : "sign-in"} />
    </Box>
  );
}
