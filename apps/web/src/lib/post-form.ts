import { httpErrorFromBody } from "./http-error.ts";

export type TUploadProgress = { loaded: number; total: number };

export type TPostFormOptions = { onUploadProgress?: (progress: TUploadProgress) => void; signal?: AbortSignal | undefined };

/** Thrown when a caller's signal stops an upload; not an error to show. */
export class UploadCancelledError extends Error {
  constructor() {
    super("The upload was cancelled.");
    this.name = "UploadCancelledError";
  }
}

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload
 * progress. Same origin, so the session cookie goes along as with fetch.
 * Rejects with `HttpError` (the server's `{error, code, details}`), a
 * TypeError when the network failed, or `UploadCancelledError`.
 */
export function postForm<T>(url: string, form: FormData, { onUploadProgress, signal }: TPostFormOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelledError());
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
      };
    }
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(httpErrorFromBody(xhr.status, body));
    };
    xhr.onerror = () => reject(new TypeError("The upload failed: the network connection was lost."));
    xhr.onabort = () => reject(new UploadCancelledError());
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
