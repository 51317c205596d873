import { postForm, type TPostFormOptions } from "../../../lib/post-form.ts";

/** What POST /api/imports/uploads keeps for an hour, for imports.preview and imports.commit. */
export type TImportUpload = { uploadId: string; fileName: string; size: number };

/** Uploads a file to import (multipart, field `file`), with upload progress; errors are the server's `{error, code}`. */
export function uploadImportFile(file: File, options: TPostFormOptions = {}): Promise<TImportUpload> {
  const form = new FormData();
  form.append("file", file, file.name);
  return postForm<TImportUpload>("/api/imports/uploads", form, options);
}
