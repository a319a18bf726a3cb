import path from "node:path";
import { defineConfig } from "vitest/config";

// Without the React Router plugin: tests import services directly and drive the built server.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: "UTC" },
  },
});
