/** "mm:ss.ff" for the test pattern's clock: minutes, seconds and hundredths since it started. */
export function formatTimecode(elapsedMs: number): string {
  const safe = Math.max(0, Math.floor(elapsedMs));
  const minutes = Math.floor(safe / 60_000);
  const seconds = Math.floor((safe % 60_000) / 1000);
  const hundredths = Math.floor((safe % 1000) / 10);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(minutes)}:${pad(seconds)}.${pad(hundredths)}`;
}
