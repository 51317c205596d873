// Type-aware lint for every workspace package (docs/conventions.md: no floating
// promises, type-only imports), React's rules of hooks, and the web app's
// import zones. Run with `pnpm lint`.
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const WEB_SRC = "apps/web/src";
const webFeatures = readdirSync(path.join(import.meta.dirname, WEB_SRC, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (docs/conventions.md): `app` (router, layouts, routes)
 * may import anything; a feature imports shared code and never another feature
 * or `app`; shared code (components, lib, content) imports no feature and not
 * `app`. Routes compose features; what several features need moves to shared
 * code. `import-x/no-restricted-paths` resolves every import, relative or not,
 * type-only or not, so no spelling gets round it. apps/web/src/layering.test.ts proves it.
 */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature: compose them in a route (${WEB_SRC}/app/routes) or move the shared piece to ${WEB_SRC}/lib or ${WEB_SRC}/components.`,
  })),
  {
    target: `${WEB_SRC}/features`,
    from: [`${WEB_SRC}/app`, `${WEB_SRC}/main.tsx`],
    message: "Features never import the app layer (router, layouts, routes); what they need belongs in shared code.",
  },
  {
    target: [`${WEB_SRC}/components`, `${WEB_SRC}/lib`, `${WEB_SRC}/content`],
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`, `${WEB_SRC}/main.tsx`],
    message: "Shared code (components, lib, content) imports no feature and not the app layer.",
  },
];

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/generated/**", ".data/**", "**/*.config.{js,ts}", "packages/db/scripts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Configuration is read in one place (as create-t3-turbo does): apps/api/src/env.ts parses and
    // documents every variable; the other readers are named here (the .env loader, the dev runner,
    // the database package's command-line tools and embedded PostgreSQL, which run without env.ts).
    files: ["apps/api/src/**/*.ts", "packages/*/src/**/*.ts"],
    ignores: [
      "**/*.test.ts",
      "**/testing/**",
      "apps/api/src/env.ts",
      "apps/api/src/runtime/load-dotenv.ts",
      "apps/api/src/dev.ts",
      "packages/db/src/migrate/cli.ts",
      "packages/db/src/migrate/temp-database.ts",
      "packages/db/src/embedded.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through apps/api/src/env.ts (parsed and documented there)." },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createNodeResolver()] },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: webZones }],
    },
  },
);
