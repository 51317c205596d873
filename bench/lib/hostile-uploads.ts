// Filled in from apps/api/src/features/exchange/testing/hostile-files.ts once it lands.
export type HostileUpload = { name: string; fileName: string; build: () => Uint8Array | Promise<Uint8Array> };
export const HOSTILE_FILES: HostileUpload[] = [];
