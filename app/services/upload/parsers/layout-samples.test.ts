import { describe, expect, it } from "vitest";
import { formatsMarkdown } from "./formats-doc";
import { LAYOUT_SAMPLES } from "./layout-samples";
import { parseStatementUpload } from "./parse.server";

// a fixed present, so the samples' dates are never "in the future" whatever the clock says
const now = new Date("2026-06-01T00:00:00Z");

describe("docs/formats.md samples (issue 14, point 5)", () => {
  it("shows a sample or a template for every layout it lists", () => {
    const sections = formatsMarkdown().split(/^### /m).filter((section) => /^[^\n]*\(`[a-z-]+`\)\n\n- Recognised by/.test(section));
    expect(sections.length).toBeGreaterThan(20);
    for (const section of sections) expect(section, section.split("\n")[0]).toMatch(/```(csv|text)\n/);
  });

  it.each(Object.entries(LAYOUT_SAMPLES))("the %s sample is read by that layout without a problem", async (layout, sample) => {
    const result = await parseStatementUpload(sample.kind, Buffer.from(sample.text), { transaction: "depo", now, statementDate: sample.date });
    expect(result.layout).toBe(layout);
    expect(result.problems).toEqual([]);
    expect(result.rows.length + result.counts.otherDirection).toBeGreaterThan(0);
  });
});
