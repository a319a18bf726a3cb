import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MatchLink, type BoDeposit, type BoWithdraw, type MutasiDeposit } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { ADMIN, withServer } from "../support/fixture";
import { seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

const TODAY = daysAgo(0);
const WIDTH = 1366;
const HEIGHT = 768;
/** long texts, as BO exports and statements carry them, that widen the columns in between */
const LONG = "KETERANGAN PANJANG DARI BACK OFFICE YANG MELEBARKAN KOLOM TABEL INI SAMPAI JAUH KE KANAN";

let pending: BoDeposit;
let ambiguous: BoDeposit;
let candidate: MutasiDeposit;
let withdrawal: BoWithdraw;
let line: MutasiDeposit;

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  await seedWebsite("ABC", "Alpha");
  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  const filler = { bo_desc: LONG, bo_ref: LONG, bo_reason: LONG, player_ref: LONG, corporate_bank: LONG };
  pending = await seedBoDeposit(bo, { depo_amount: 456_000, bank_statement_date: TODAY, user_name: "pemain_satu", full_name: "SITI NURHALIZA BINTI ABDULLAH", ...filler });
  ambiguous = await seedBoDeposit(bo, { depo_amount: 300_000, bank_statement_date: TODAY, bo_match_state: "ambiguous", ...filler });
  const lines = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
  candidate = await seedMutasiDeposit(lines, { mutasi_amount: 300_000, mutasi_date: TODAY, mutasi_player_bank_name: "BUDI SANTOSO" });
  line = await seedMutasiDeposit(lines, { mutasi_amount: 750_000, mutasi_date: TODAY, mutasi_player_bank_name: "DEWI LESTARI", mutasi_remark: LONG, mutasi_reference: LONG });
  await MatchLink.create({
    match_kind: "deposit",
    match_bo_id: ambiguous.bo_id,
    match_mutasi_id: candidate.mutasi_id,
    match_score: 0.8,
    match_reason: "CANDIDATE: amount",
    match_method: "candidate",
    match_active: true,
    match_created_by: null,
    match_undone_at: null,
    match_undone_by: null,
  });
  const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  withdrawal = await seedBoWithdraw(wd, { wd_amount: 125_000, wd_bank_date: TODAY, wd_remarks: LONG, wd_ref_code: LONG, wd_own_ref_code: LONG, wd_corp_bank: LONG });
});

type Box = { left: number; right: number; top: number; bottom: number };

/**
 * The boxes of the row's cells under these headers, and of what the selectors find in the row,
 * with the row scrolled into view vertically only (the page's and the table's horizontal scroll
 * stay where the clerk finds them); `visible` says whether the middle of each box shows that very
 * element, not a cell drawn over it.
 */
async function decisionBoxes(page: Page, rowSelector: string, headers: string[], selectors: string[]) {
  return page.evaluate(
    ({ rowSelector, headers, selectors }) => {
      const row = document.querySelector<HTMLTableRowElement>(rowSelector)!;
      const top = row.getBoundingClientRect().top;
      window.scrollBy(0, top - window.innerHeight / 2);
      const table = row.closest("table")!;
      const heads = [...table.querySelectorAll("thead th")].map((cell) => cell.textContent?.trim());
      const elements: [string, Element][] = [
        ...headers.map((header): [string, Element] => {
          const index = heads.indexOf(header);
          if (index < 0) throw new Error(`no column ${header}`);
          return [header, row.cells[index]];
        }),
        ...selectors.map((selector): [string, Element] => {
          const found = row.querySelector(selector) ?? document.querySelector(selector);
          if (!found) throw new Error(`nothing matches ${selector}`);
          return [selector, found];
        }),
      ];
      return elements.map(([name, element]) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          name,
          box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
          visible: Boolean(hit && (element === hit || element.contains(hit))),
        };
      });
    },
    { rowSelector, headers, selectors },
  );
}

function expectInside(found: { name: string; box: Box; visible: boolean }[]) {
  for (const { name, box, visible } of found) {
    expect({ name, inside: box.left >= 0 && box.right <= WIDTH && box.top >= 0 && box.bottom <= HEIGHT, visible }).toEqual({
      name,
      inside: true,
      visible: true,
    });
  }
}

describe.each(JS_MODES)("the decision columns at 1366x768 $name", ({ javaScriptEnabled }) => {
  async function signedIn() {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await signInThroughPage(page, server.url, ...ADMIN, javaScriptEnabled);
    return page;
  }

  it("View BO Deposit: amount, username, fullname, status, note, the edit box and the buttons, and a candidate's sender, fit the screen", async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/view-bo?type=depo&website=ABC&status=pending&date=${TODAY}`);
    await settle(page, javaScriptEnabled);
    expectInside(
      await decisionBoxes(page, `tr[data-row-id="${pending.bo_id}"]`, ["Status", "Depo Amount", "Username", "Fullname"], [
        `input[name="sel"]`,
        `input[name="ket_${pending.bo_id}"]`,
        `button[value="update-${pending.bo_id}"]`,
        `input[name="amount_${pending.bo_id}"]`,
        `button[value="delete-${pending.bo_id}"]`,
      ]),
    );
    // the ambiguous row's reason and its candidate line with the sender and the confirm button
    expectInside(await decisionBoxes(page, `tr[data-row-id="${ambiguous.bo_id}"]`, ["Status", "Depo Amount", "Username"], []));
    expectInside(
      await decisionBoxes(page, `tr[data-testid="candidates-${ambiguous.bo_id}"]`, [], [
        `[data-testid="candidate-${candidate.mutasi_id}"]`,
        `button[value="confirm-${ambiguous.bo_id}-${candidate.mutasi_id}"]`,
      ]),
    );
    await page.context().close();
  });

  it("View BO Withdraw: the same for a withdrawal", async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/view-bo?type=wd&website=ABC&status=pending&date=${TODAY}`);
    await settle(page, javaScriptEnabled);
    expectInside(
      await decisionBoxes(page, `tr[data-row-id="${withdrawal.wd_bo_id}"]`, ["Status", "Amount", "Username", "Fullname"], [
        `input[name="ket_${withdrawal.wd_bo_id}"]`,
        `button[value="update-${withdrawal.wd_bo_id}"]`,
        `input[name="amount_${withdrawal.wd_bo_id}"]`,
        `button[value="delete-${withdrawal.wd_bo_id}"]`,
      ]),
    );
    await page.context().close();
  });

  it("View Mutasi Deposit: the amount, the sender's name, the status and the note fit the screen", async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/view-mutasi?type=depo&website=ABC&status=pending&date=${TODAY}`);
    await settle(page, javaScriptEnabled);
    expectInside(await decisionBoxes(page, `tr[data-row-id="${line.mutasi_id}"]`, ["Status", "Ket", "Mutasi Amount", "Player Bank Name"], []));
    await page.context().close();
  });
});
