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
const API_SRC = "apps/api/src";
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

/**
 * Where the web's server calls live (docs/conventions.md): a feature's components,
 * and the route files that compose them, never call the server themselves; the
 * calls sit in a hook in the feature's api/ or hooks/ folder. So they import
 * neither the tRPC client, the REST helpers, the auth client, nor react-query's
 * query and mutation hooks. Types from them stay allowed. The regex reads every
 * spelling (`@/lib/…`, `../../lib/…`). apps/web/src/layering.test.ts proves it.
 */
const SERVER_CALL_MESSAGE =
  "A component never calls the server itself: move the call into a hook in the feature's api/ or hooks/ folder and use that hook (docs/conventions.md, \"Where the web's server calls live\").";
const webServerCallImports = {
  paths: [
    {
      name: "@tanstack/react-query",
      importNames: [
        "useQuery",
        "useQueries",
        "useInfiniteQuery",
        "useSuspenseQuery",
        "useSuspenseQueries",
        "useSuspenseInfiniteQuery",
        "useMutation",
        "useQueryClient",
      ],
      allowTypeImports: true,
      message: SERVER_CALL_MESSAGE,
    },
  ],
  patterns: [
    {
      regex: "(^|/)lib/(trpc|request-json|post-form|auth/(get-auth-client|auth-api|supabase/[^/]*))(\\.ts)?$",
      allowTypeImports: true,
      message: SERVER_CALL_MESSAGE,
    },
  ],
};

const apiFeatures = readdirSync(path.join(import.meta.dirname, API_SRC, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The API's layers (docs/architecture.md, "API import zones"): a feature imports
 * the shared rooms (the collection kernel, plan, reading a document and
 * analysing it), the job runtime, threads, mail, lib and the contract, and
 * never another feature, nor the layers that serve it (tRPC, REST, plugins,
 * runtime, cli). The kernel and reading import no feature; plan imports only
 * the kernel, analysis only reading. library (the sources a learner keeps:
 * saving one, its title, its files) imports only reading, because generation
 * saves a source as it reads a document and the sources feature, account
 * export and deletion read and remove them: no feature may import another.
 * Named exceptions: account export and deletion gather every feature's data
 * (billing, exchange, generation, notes, practice, diagrams); billing signs e-mail hashes with the
 * auth secret the runtime keeps; threads/thread-tasks.ts registers the
 * features' thread tasks. Tests and `testing/` helpers set up state
 * through any feature, so they are left out.
 */
const API_KERNEL = ["collection", "plan", "reading", "analysis", "library"];
const API_FEATURE_IMPORTS = {
  collection: [],
  plan: ["collection"],
  reading: [],
  analysis: ["reading"],
  library: ["reading", "analysis"],
  account: [...API_KERNEL, "billing", "exchange", "generation", "notes", "practice", "diagrams"],
};
const apiZones = [
  ...apiFeatures.map((feature) => ({
    target: `${API_SRC}/features/${feature}`,
    from: `${API_SRC}/features`,
    except: [feature, ...(API_FEATURE_IMPORTS[feature] ?? API_KERNEL)].map((allowed) => `./${allowed}`),
    message: `An API feature imports the shared rooms (features/collection, plan, reading, analysis, library), jobs, threads, mail, lib and the contract, never another feature: compose features in a procedure or route, or move the shared piece to a shared room.`,
  })),
  {
    target: `${API_SRC}/features`,
    from: [
      `${API_SRC}/trpc`,
      `${API_SRC}/rest`,
      `${API_SRC}/plugins`,
      `${API_SRC}/cli`,
      ...["app.ts", "server.ts", "worker.ts", "dev.ts"].map((file) => `${API_SRC}/${file}`),
    ],
    message: "Features never import the layers that serve them (tRPC, REST, plugins, runtime, cli): those compose features.",
  },
  {
    target: `${API_SRC}/features`,
    from: `${API_SRC}/runtime`,
    except: ["./auth-secret.ts"],
    message: "Features never import the layers that serve them (tRPC, REST, plugins, runtime, cli): those compose features.",
  },
  {
    // threads/ is left out: thread-tasks.ts is where the features' thread tasks are registered.
    target: [`${API_SRC}/lib`, `${API_SRC}/jobs`, `${API_SRC}/mail`],
    from: [`${API_SRC}/features`, `${API_SRC}/trpc`, `${API_SRC}/rest`, `${API_SRC}/plugins`, `${API_SRC}/runtime`],
    message: "Shared API code (lib, jobs, mail) imports no feature and no serving layer.",
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
    files: [`${API_SRC}/**/*.ts`],
    ignores: [`${API_SRC}/**/*.test.ts`, `${API_SRC}/**/testing/**`],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver()],
      // no-cycle reads the files an import leads to: TypeScript's parser reads them.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/extensions": [".ts", ".mjs", ".js"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: apiZones }],
      "import-x/no-cycle": "error",
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    // The `@/` alias (apps/web/tsconfig.json's paths) resolved too, so the zones see `@/…` imports as the files they are.
    settings: { "import-x/resolver-next": [createNodeResolver({ alias: { "@": [path.join(import.meta.dirname, WEB_SRC)] } })] },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: webZones }],
    },
  },
  {
    files: [`${WEB_SRC}/features/*/components/**/*.{ts,tsx}`, `${WEB_SRC}/app/routes/**/*.{ts,tsx}`],
    ignores: [`${WEB_SRC}/**/*.test.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", webServerCallImports] },
  },
);
