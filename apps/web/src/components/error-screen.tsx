import { Link, useNavigate } from "react-router-dom";
import { paths } from "../app/paths.ts";
import { errorScreenContent } from "../lib/error-screen-content.ts";
import { usePageTitle } from "../lib/page-title.ts";

type ErrorScreenProps = { status?: number | undefined; message?: string | null | undefined; pageTitle?: string };

/** Full-page error (404, 401, 500, other) as the spec's table describes. */
export function ErrorScreen({ status, message, pageTitle }: ErrorScreenProps) {
  const content = errorScreenContent(status, message);
  const navigate = useNavigate();
  usePageTitle(pageTitle ?? content.title);

  // Opened straight from a link there is no in-app history to go back to.
  const canGoBack = typeof window !== "undefined" && window.history.length > 1;
  return (
    <section className="error-screen" aria-labelledby="error-title">
      {status ? <p className="error-status">{status}</p> : null}
      <h1 id="error-title" tabIndex={-1}>
        {content.title}
      </h1>
      <p className="error-banner">{content.banner}</p>
      <div className="button-row">
        {content.action === "sign-in" ? (
          <Link className="button button-primary" to={paths.auth.getHref()}>
            Sign In
          </Link>
        ) : canGoBack ? (
          <button type="button" className="button button-primary" onClick={() => void navigate(-1)}>
            Take me back
          </button>
        ) : null}
        <Link className="button" to={paths.home.getHref()}>
          Go home
        </Link>
      </div>
    </section>
  );
}
