import type { TStorageLike } from "./playground-storage.ts";

/** For tests: browser storage in a Map, with the Map to look into. */
export function memoryStorage(initial: Record<string, string> = {}): { data: Map<string, string>; storage: TStorageLike } {
  const data = new Map(Object.entries(initial));
  const storage: TStorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

/** For tests: storage that throws on every touch, as private modes and full quotas do. */
export const brokenStorage: TStorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};
