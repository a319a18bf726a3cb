// The rules that keep the architecture (docs: README "What is where"):
// - the browser never gets server code: app/ui and every module not named *.server may not import
//   a *.server module (route modules may: React Router strips their loaders and actions from the
//   browser bundle, and its build refuses a .server module that would be left in it);
// - features do not import each other in a circle;
// - every promise is awaited or handed on (an unawaited rejection stops Node);
// - React hooks follow their rules.
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const SERVER_MODULES = {
  patterns: [
    {
      group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
      message: "A *.server module may be imported only by another *.server module or a route module.",
      // a type is erased from the bundle
      allowTypeImports: true,
    },
  ],
};

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "test-data/**", "data/**"] },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin, "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // without these import-x cannot read the modules it follows, and finds no cycle at all
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx"],
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/ui/**/*.{ts,tsx}", "app/services/**/*.{ts,tsx}", "app/models/**/*.{ts,tsx}", "app/entry.client.tsx"],
    ignores: ["**/*.server.ts", "**/*.server.tsx", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", SERVER_MODULES] },
  },
);
