const KB = 1024;
const MB = 1024 * KB;

/**
 * A source's size as people read it: "12 KB", "2.4 MB". Under a kilobyte still
 * reads "1 KB" (a pasted paragraph is not "0 KB"); only nothing at all is "0 KB".
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 KB";
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB)).toLocaleString("en-GB")} KB`;
  const megabytes = bytes / MB;
  // One decimal while it says something (2.4 MB); whole numbers past 100 MB.
  const digits = megabytes < 100 ? 1 : 0;
  return `${megabytes.toLocaleString("en-GB", { minimumFractionDigits: 0, maximumFractionDigits: digits })} MB`;
}
