import type { TImportUpload } from "@mnemo/api-contract";
import { postForm, type TPostFormOptions } from "@/lib/post-form.ts";

/**
 * Uploads a file to import (multipart, field `file`), with upload progress; the server keeps it an
 * hour for imports.preview and imports.commit. Errors are the server's `{error, code, details}`.
 */
export function uploadImportFile(file: File, options: TPostFormOptions = {}): Promise<TImportUpload> {
  const form = new FormData();
  form.append("file", file, file.name);
  return postForm<TImportUpload>("/api/imports/uploads", form, options);
}
