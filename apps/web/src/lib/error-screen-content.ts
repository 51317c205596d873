/** docs/product.md's error screen table: title, default banner and button per status. */
export type ErrorScreenContent = {
  title: string;
  banner: string;
  action: "back" | "sign-in";
};

const BY_STATUS: Record<number, ErrorScreenContent> = {
  404: { title: "Oops", banner: "Looks like you've taken a wrong turn.", action: "back" },
  401: { title: "Unauthorized", banner: "Looks like you're not signed in.", action: "sign-in" },
  500: { title: "Server Error", banner: "Looks like something went wrong on our end.", action: "back" },
};

const OTHER: ErrorScreenContent = { title: "Error", banner: "Looks like something went wrong.", action: "back" };

/** The error's own message, when there is one, replaces the default banner. */
export function errorScreenContent(status: number | undefined, message?: string | null): ErrorScreenContent {
  const content = (status !== undefined ? BY_STATUS[status] : undefined) ?? OTHER;
  const ownMessage = message?.trim();
  return ownMessage ? { ...content, banner: ownMessage } : content;
}

export function notFoundMessage(pathname: string): string {
  return `Page Not Found: ${pathname}`;
}
