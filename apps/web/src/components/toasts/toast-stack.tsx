import { Button, Group, Notification, Text, type MantineColor } from "@mantine/core";
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconRefresh, type Icon } from "@tabler/icons-react";
import { useRef, type FocusEvent } from "react";
import { useToasts } from "./use-toasts.ts";
import { removeToast, toastStore, type Toast, type ToastIconName, type ToastSeverity } from "./toast-store.ts";
import classes from "./toast-stack.module.css";

/** More would cover the page on a phone; older toasts still leave on their own timers. */
const MAX_VISIBLE_TOASTS = 5;

const SEVERITY_COLORS: Record<ToastSeverity, MantineColor | undefined> = {
  success: "green",
  error: "red",
  warning: "orange",
  info: "blue",
  // The theme's primary colour.
  primary: undefined,
};

const ICONS: Record<ToastIconName, Icon> = {
  information: IconInfoCircle,
  success: IconCircleCheck,
  error: IconAlertCircle,
  warning: IconAlertTriangle,
  update: IconRefresh,
};

/**
 * The app's toasts, mounted once in the providers. The stack is a polite live
 * region; errors are alerts, read out at once.
 */
export function ToastStack() {
  const toasts = useToasts();
  return (
    <div className={classes.stack} aria-live="polite" data-testid="toast-stack">
      {toasts.slice(-MAX_VISIBLE_TOASTS).map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  // Someone reading it or reaching for its button keeps it on screen (WCAG 2.2.1). Paused in
  // the event handlers themselves, not an effect, so no timer can fire between event and pause.
  const pausedBy = useRef({ pointer: false, focus: false });
  const setPausedBy = (reason: "pointer" | "focus", isActive: boolean) => {
    pausedBy.current[reason] = isActive;
    toastStore.setToastPaused(toast.id, pausedBy.current.pointer || pausedBy.current.focus);
  };

  const ToastIcon = ICONS[toast.icon];
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPausedBy("focus", false);
  };

  return (
    <Notification
      className={classes.toast}
      role={toast.severity === "error" ? "alert" : "status"}
      data-toast-id={toast.id}
      data-severity={toast.severity}
      color={SEVERITY_COLORS[toast.severity]}
      icon={<ToastIcon size={20} stroke={1.75} aria-hidden="true" />}
      title={toast.summary}
      withBorder
      radius="md"
      onClose={() => removeToast(toast.id)}
      closeButtonProps={{ "aria-label": "Close notification" }}
      onMouseEnter={() => setPausedBy("pointer", true)}
      onMouseLeave={() => setPausedBy("pointer", false)}
      onFocus={() => setPausedBy("focus", true)}
      onBlur={onBlur}
    >
      {toast.detail.map((line, index) => (
        <Text key={index} size="sm" className={classes.detail}>
          {line}
        </Text>
      ))}
      {toast.buttons.length > 0 ? (
        <Group gap="xs" mt="xs">
          {toast.buttons.map((button) => (
            <Button
              key={button.label}
              size="xs"
              // Neutral: the light tints of green or orange fail 4.5:1 for small text.
              variant="default"
              onClick={() => {
                button.action();
                if (!button.keepOpen) removeToast(toast.id);
              }}
            >
              {button.label}
            </Button>
          ))}
        </Group>
      ) : null}
    </Notification>
  );
}
