/**
 * Re-creates fixtures/text.png. Run once by hand (it needs the DejaVu Sans
 * font, which CI machines may lack; the PNG is committed so tests do not):
 *   pnpm --filter @mnemo/api exec tsx src/features/generation/testing/make-text-png.ts
 */
import { writeFileSync } from "node:fs";
import { renderTextPng } from "./render-text-png.ts";
import { TEXT_PNG_LINES } from "./make-fixtures.ts";

const png = await renderTextPng({ lines: TEXT_PNG_LINES, width: 900, fontSize: 44 });
writeFileSync(new URL("./fixtures/text.png", import.meta.url), png);
console.log(`fixtures/text.png: ${png.length} bytes`);
