import type { ReactNode } from "react";

type AlertProps = {
  children: ReactNode;
  tone?: "error" | "info";
  /** Shown as a button after the message, e.g. "Try again". */
  action?: { label: string; onClick: () => void };
  id?: string;
};

/** An inline message. Errors use role="alert" so screen readers announce them when they appear. */
export function Alert({ children, tone = "error", action, id }: AlertProps) {
  return (
    <div id={id} className={`alert alert-${tone}`} role={tone === "error" ? "alert" : "status"}>
      <span>{children}</span>
      {action ? (
        <button type="button" className="button button-small" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
