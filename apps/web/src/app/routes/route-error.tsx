import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";

/**
 * Whatever a page throws while rendering. Router error responses carry a
 * status and a message meant for people; a crash's own message is not, so it
 * gets the default banner and goes to the console for developers.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" ? error.data : error.statusText;
    return <ErrorScreen status={error.status} message={message} />;
  }
  console.error(error);
  return <ErrorScreen />;
}
