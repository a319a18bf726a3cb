import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// tests/mssql-live needs a live SQL Server: it runs only when MSSQL_TEST_URL names one (docs/operations.md)
const liveSqlServer = process.env.MSSQL_TEST_URL ? [] : ["tests/mssql-live/**"];

// Without the React Router plugin: tests import services directly and drive the built server.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...liveSqlServer],
    // the live files share that one database, and sql-server.test.ts drops every table in it first
    fileParallelism: !process.env.MSSQL_TEST_URL,
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: "UTC" },
  },
});
