// Writes docs/formats.md from the registry: `npx tsx app/services/upload/parsers/write-formats-doc.server.ts`.
import { writeFileSync } from "node:fs";
import { formatsMarkdown } from "./formats-doc";

const target = new URL("../../../../docs/formats.md", import.meta.url);
writeFileSync(target, formatsMarkdown());
console.log(`wrote ${target.pathname}`);
