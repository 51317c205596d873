import {
  inflatingZip,
  millionRowCsv,
  recursiveViewPackage,
  zstdCollectionBomb,
  zstdMediaBomb,
} from "../../apps/api/src/features/exchange/testing/hostile-files.ts";

/** One hostile upload of issue 26's probe: how it is built, and whether the benchmark commits it (a bomb only the commit reaches). */
export type HostileUpload = { name: string; fileName: string; build: () => Uint8Array | Promise<Uint8Array>; commit?: boolean };

/** The probe's hostile files (built in memory; apps/api/src/features/exchange/testing/hostile-files.ts). */
export const HOSTILE_FILES: HostileUpload[] = [
  { name: "recursive view (20,000,000 rows)", fileName: "view.apkg", build: () => recursiveViewPackage() },
  { name: "zip inflating to 500 MB", fileName: "inflating.apkg", build: () => inflatingZip() },
  { name: "zstd collection bomb (600 MB)", fileName: "collection-bomb.colpkg", build: () => zstdCollectionBomb() },
  // Its header states 200 MB (within the 256 MB limit), so 200 MB is unpacked before it is stopped: the costliest refusal.
  {
    name: "zstd collection bomb stating 200 MB",
    fileName: "stated-bomb.colpkg",
    build: () => zstdCollectionBomb({ statedPages: 51_200 }),
  },
  { name: "zstd media bomb (2 GB)", fileName: "media-bomb.apkg", build: () => zstdMediaBomb(), commit: true },
  { name: "1,000,000-row CSV", fileName: "million.csv", build: () => millionRowCsv() },
];
