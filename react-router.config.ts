import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel work build side by side; the product always uses build/
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
