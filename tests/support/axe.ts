import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
/** axe-core's own build, read from the package: evaluated in the page, past its CSP and with scripts off too. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core's serious and critical violations of the page as it stands (WCAG 2 A and AA rules and
 * axe's best practices), each with the start of the offending elements' HTML.
 */
export async function seriousViolations(page: Page, javaScriptEnabled: boolean): Promise<AxeViolation[]> {
  // with scripts off the browser never fires a timer, which axe waits on: run them as microtasks
  if (!javaScriptEnabled) {
    await page.evaluate(() => {
      const run = (callback: () => void) => void Promise.resolve().then(callback);
      Object.assign(window, { setTimeout: run, requestAnimationFrame: run, requestIdleCallback: run });
    });
  }
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { html: string; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.html.slice(0, 160)} ${node.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`),
    }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}
