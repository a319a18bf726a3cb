/**
 * The matcher's time for ~100k BO deposits against the ~100k statement lines that pay them (bank-
 * written, bank-day.ts), next to the engine before issue 13 on the same rows in the same process.
 * Its own process (bench/run.ts), holding only these rows: the quality figures of
 * matching-realistic.ts keep weeks of rows alive, and a fuller heap slows both engines' collector.
 * Asserts nothing.
 *
 *   cd /work/main && npx tsx bench/matching-speed.ts [seed]
 */
import { performance } from "node:perf_hooks";
import { reconcileDeposits } from "../app/services/matching/engine/index";
import { generateBankDays, parseBankDays, scoreByClass } from "./bank-day";
import { bankOfLayout } from "./bank-world";
import { baselineEngine, BASELINE_COMMIT, type DepositEngine } from "./baseline-engine";
import { KnownPlayers } from "../app/services/matching/engine/namesakes";
import { distinctPlayers, knownPlayersOf } from "./known-players";

const TARGET_MS = 1000;
const ROUNDS = 15;
const seed = Number(process.argv[2] ?? 20261125);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const before = await baselineEngine();

// both engines warmed up, taken in turn (a run is ~1 s and the garbage collector alone moves one by ±5%)
const large = generateBankDays({ seed: seed + 1, websites: 12, days: 7, depositsPerDay: 1190 });
const largeParsed = await parseBankDays(large, seed + 1);
// the product hands the engine rows read back from the database, which reach it from the SQLite
// worker thread as structured clones (fresh strings, laid out row after row), not the parser's
// slices of each file's text: the engine is timed on rows in that form
const largeBo = structuredClone(large.bo);
const largeLines = structuredClone(largeParsed.mutasi);
const warmUp = generateBankDays({ seed: seed + 2, websites: 2, days: 2, depositsPerDay: 1000 });
const warmUpLines = (await parseBankDays(warmUp, seed + 2)).mutasi;
// the players the websites know (reconcile/known-players.server.ts reads them, each once, from the
// database): indexed by the engine as it runs, and timed with it; the engine before issue 13 had none
const knownPlayers = distinctPlayers(largeBo);
// and their akun banks with their holders (reconcile/open-rows.server.ts reads Data Bank): a line named
// like one is held (own-accounts.ts); the engine before issue 13 had none either
const ownAccounts = [...new Map(large.files.map(({ account }) => [account.accountNo, { website: account.website, holder: account.holder, bank: bankOfLayout(account.layout), accountNo: account.accountNo }])).values()];
const timed = (engine: DepositEngine, withKnownPlayers: boolean) => {
  const start = performance.now();
  engine(largeBo, largeLines, withKnownPlayers ? { knownPlayers: new KnownPlayers(knownPlayers), ownAccounts } : {});
  return performance.now() - start;
};
reconcileDeposits(warmUp.bo, warmUpLines);
before?.(warmUp.bo, warmUpLines);
let nowMs = Infinity;
let beforeMs = Infinity;
// each round times both, the first of the pair alternating (a machine that slows or speeds up
// within a round favours neither); printed beside the ratio of the bests, the median of the rounds'
// ratios, which pairs runs made moments apart; fifteen rounds, since nine moved the median by
// ±0.02 from one run to the next on an idle machine (and the best-of ratio by ±0.05)
const ratios: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const pair = round % 2 === 0 || !before ? [true, false] : [false, true];
  let now = 0;
  let then = 0;
  for (const isNow of pair) {
    if (isNow) now = timed(reconcileDeposits, true);
    else if (before) then = timed(before, false);
  }
  nowMs = Math.min(nowMs, now);
  if (before) {
    beforeMs = Math.min(beforeMs, then);
    ratios.push(now / then);
  }
}
const medianRatio = [...ratios].sort((a, b) => a - b)[ratios.length >> 1];
const largeScore = scoreByClass(reconcileDeposits(large.bo, largeParsed.mutasi, { knownPlayers: knownPlayersOf(large.bo) }), large, largeParsed);
console.log(`matching speed: ${large.bo.length} BO rows x ${largeParsed.mutasi.length} lines, ${new Set(large.bo.map((row) => row.website)).size} websites (seed ${seed + 1}): precision ${percent(largeScore.precision)}, recall ${percent(largeScore.recall)}`);
console.log(
  `  elapsed   ${nowMs.toFixed(0)} ms (best of ${ROUNDS}), / ${TARGET_MS} ms target = ${(nowMs / TARGET_MS).toFixed(3)}` +
    (before ? `, / ${beforeMs.toFixed(0)} ms before (commit ${BASELINE_COMMIT}, best of ${ROUNDS}) = ${(nowMs / beforeMs).toFixed(3)}` : " (the engine before issue 13 is not available: no git checkout)"),
);
if (before) console.log(`  ratio to the engine before issue 13, median of ${ROUNDS} rounds each timing both in turn: ${medianRatio.toFixed(3)}`);
