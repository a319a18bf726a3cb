import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";

// server.ts is the SSR entry: Express, the IP gate and the React Router handler are bundled
// together, so the gate and the screens share one database connection and one whitelist cache.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    target: "es2020",
    rollupOptions: isSsrBuild ? { input: "./server.ts" } : undefined,
  },
  ssr: {
    // native and CommonJS server-only packages stay outside the bundle
    external: ["better-sqlite3", "tedious", "sequelize", "express", "compression", "busboy"],
  },
  plugins: [reactRouter()],
}));
