/** "1 card", "0 cards", "1,204 cards" (English plurals are enough for now). */
export function formatCount(count: number, noun: string, plural: string = `${noun}s`): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? noun : plural}`;
}
