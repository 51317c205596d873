/**
 * docs/product.md's Toast entity and Toasts state: a stack of toasts, a toast whose id
 * is already in the stack is skipped, and each toast leaves after its `life`
 * or through its close button. Plain TypeScript (no React) so it is unit-tested
 * with fake timers; `<ToastStack />` renders it through `useSyncExternalStore`.
 */

export type ToastSeverity = "success" | "error" | "warning" | "info" | "primary";
/** Names, not components, so the store stays free of React; the stack maps them to icons. */
export type ToastIconName = "information" | "success" | "error" | "warning" | "update";

/** docs/product.md's default toast life. */
export const DEFAULT_TOAST_LIFE_MS = 4000;

export type ToastButton = {
  label: string;
  action: () => void;
  /** The toast closes after the action unless this is true. */
  keepOpen?: boolean;
};

export type ToastInput = {
  /** Random when missing; a toast with an id already shown is skipped. */
  id?: string;
  summary: string;
  /** A single string is wrapped into a list. */
  detail?: string | readonly string[];
  /** Default 'primary'. */
  severity?: ToastSeverity;
  /** Default the information icon. */
  icon?: ToastIconName;
  /** Milliseconds on screen, default 4000; 0 or Infinity keeps it until closed. */
  life?: number;
  /** Shorthand for a toast that stays until closed (or its button is used). */
  sticky?: boolean;
  buttons?: readonly ToastButton[];
};

export type Toast = {
  id: string;
  summary: string;
  detail: readonly string[];
  severity: ToastSeverity;
  icon: ToastIconName;
  /** null: stays until closed. */
  life: number | null;
  buttons: readonly ToastButton[];
};

/** crypto.randomUUID exists only in secure contexts (HTTPS, localhost); a LAN address over HTTP has none. */
export function randomToastId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function normalizeToast(input: ToastInput, createId: () => string = randomToastId): Toast {
  const detail = input.detail === undefined ? [] : typeof input.detail === "string" ? [input.detail] : [...input.detail];
  const life = input.life ?? DEFAULT_TOAST_LIFE_MS;
  const isSticky = input.sticky === true || life <= 0 || !Number.isFinite(life);
  return {
    id: input.id ?? createId(),
    summary: input.summary,
    detail,
    severity: input.severity ?? "primary",
    icon: input.icon ?? "information",
    life: isSticky ? null : life,
    buttons: input.buttons ?? [],
  };
}

type Timer = { handle: ReturnType<typeof setTimeout> | null; deadline: number; remaining: number };

export type ToastStore = ReturnType<typeof createToastStore>;

export function createToastStore({ createId = randomToastId }: { createId?: () => string } = {}) {
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();

  function emit(next: readonly Toast[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function startTimer(id: string, ms: number) {
    timers.set(id, { handle: setTimeout(() => removeToast(id), ms), deadline: Date.now() + ms, remaining: ms });
  }

  function stopTimer(id: string) {
    const timer = timers.get(id);
    if (timer && timer.handle !== null) clearTimeout(timer.handle);
    timers.delete(id);
  }

  /** Returns the toast's id, also when it was skipped because that id is already shown. */
  function addToast(input: ToastInput): string {
    const toast = normalizeToast(input, createId);
    if (toasts.some((shown) => shown.id === toast.id)) return toast.id;
    if (toast.life !== null) startTimer(toast.id, toast.life);
    emit([...toasts, toast]);
    return toast.id;
  }

  function removeToast(id: string) {
    stopTimer(id);
    if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
  }

  function clearToasts() {
    for (const id of [...timers.keys()]) stopTimer(id);
    if (toasts.length > 0) emit([]);
  }

  /** While a person hovers or focuses a toast it stays; the rest of its life resumes afterwards. */
  function setToastPaused(id: string, isPaused: boolean) {
    const timer = timers.get(id);
    if (!timer) return;
    if (isPaused && timer.handle !== null) {
      clearTimeout(timer.handle);
      timers.set(id, { handle: null, deadline: timer.deadline, remaining: Math.max(0, timer.deadline - Date.now()) });
    } else if (!isPaused && timer.handle === null) {
      startTimer(id, timer.remaining);
    }
  }

  return {
    addToast,
    removeToast,
    clearToasts,
    setToastPaused,
    getToasts: (): readonly Toast[] => toasts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one stack, rendered by `<ToastStack />` (mounted once in the app providers). */
export const toastStore = createToastStore();

export const { addToast, removeToast, clearToasts } = toastStore;
