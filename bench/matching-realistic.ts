/**
 * The matcher measured on statements written as the banks write them (bank-day.ts), read through
 * the real statement parser: precision, recall overall and per class of line, how often the stored
 * sender is the name the bank printed, what the aliases taught by a week of hand pairs add (a
 * fortnight as clerks work it, learning.ts), each next to the engine before issue 13 on the same
 * rows. Its time for 100k x 100k is matching-speed.ts. Asserts nothing.
 *
 *   cd /work/main && npx tsx bench/matching-realistic.ts [seed]
 */
import { dateOfDay, dayNumber } from "../app/services/matching/engine/days";
import { reconcileDeposits, reconcileWithdrawals } from "../app/services/matching/engine/index";
import { evaluate } from "./synthetic";
import { generateBankWithdrawals, WITHDRAW_CLASSES } from "./bank-withdrawals";
import { generateBankDays, parseBankDays, scoreByClass, senderSplitScore, type BankDayScore } from "./bank-day";
import { LINE_CLASSES } from "./bank-world";
import { knownPlayersOf } from "./known-players";
import { reconcileAsClerksWork } from "./learning";
import { baselineEngine, BASELINE_COMMIT } from "./baseline-engine";

const seed = Number(process.argv[2] ?? 20261125);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const before = await baselineEngine();

// a realistic week: 4 websites, 300 BO deposits each a day, every layout of FORMATS.md, one file per akun bank and day
const week = generateBankDays({ seed, websites: 4, days: 7, depositsPerDay: 300 });
const parsed = await parseBankDays(week, seed);
const knownPlayers = knownPlayersOf(week.bo);
const score = scoreByClass(reconcileDeposits(week.bo, parsed.mutasi, { knownPlayers }), week, parsed);
const old: BankDayScore | null = before ? scoreByClass(before(week.bo, parsed.mutasi), week, parsed) : null;
const was = (now: string, then: string | undefined) => (then === undefined ? now : `${now} (was ${then})`);
console.log(`matching on bank-written statements: ${week.bo.length} BO deposits, ${parsed.mutasi.length} credit lines in ${week.files.length} files (seed ${seed})`);
console.log(`  precision ${was(percent(score.precision), old ? percent(old.precision) : undefined)}, ${score.wrong} wrong of ${score.paid} paid rows`);
console.log(`  recall    ${was(percent(score.recall), old ? percent(old.recall) : undefined)} of paid rows`);
console.log(`            ${was(percent(score.decidableRecall), old ? percent(old.decidableRecall) : undefined)} of the rows a clerk could decide from the statement`);
console.log(`            (${score.decidable} of the ${score.paid} paid rows, ${percent(score.decidable / score.paid)}, are decidable at all: the rest no clerk could tell apart from the statement)`);
console.log(`  before = the engine at commit ${BASELINE_COMMIT} on the same parsed lines${before ? "" : " (not available: no git checkout)"}`);
console.log("  class            paid  decidable  recall (before)  of decidable (before)  wrong");
for (const name of LINE_CLASSES) {
  const c = score.byClass.get(name)!;
  if (c.paid === 0) continue;
  const o = old?.byClass.get(name);
  const pair = (value: number, then: number | undefined) => `${percent(value).padStart(6)} ${then === undefined ? "" : `(${percent(then)})`.padStart(8)}`;
  const decidable = c.decidable === 0 ? "-".padStart(15) : pair(c.matchedDecidable / c.decidable, o && o.decidable > 0 ? o.matchedDecidable / o.decidable : undefined);
  console.log(`  ${name.padEnd(15)} ${String(c.paid).padStart(5)}  ${String(c.decidable).padStart(9)}  ${pair(c.matched / c.paid, o ? o.matched / o.paid : undefined)}  ${decidable.padStart(21)}  ${String(c.wrong).padStart(5)}`);
}
// the time between request and credit (issue 13, point 2): what it adds, on the lines whose layout gives a time
const timedLines = parsed.mutasi.filter((line) => line.bookedAt != null).length;
// scored against the lines without their times too: two credits alike in all but the time are then one kind of line, as the engine sees them
const untimedParsed = { ...parsed, mutasi: parsed.mutasi.map((line) => ({ ...line, bookedAt: null })) };
const untimed = scoreByClass(reconcileDeposits(week.bo.map((row) => ({ ...row, requestedAt: null })), untimedParsed.mutasi, { knownPlayers }), week, untimedParsed);
console.log(`  time between request and credit: ${timedLines} of ${parsed.mutasi.length} lines carry a booking time; without it recall ${percent(untimed.recall)}, ${untimed.wrong} wrong`);
const split = senderSplitScore(parsed);
console.log(`  stored sender is the printed name (honorific dropped): ${split.exact} of ${split.named} named lines (${percent(split.exact / split.named)})`);
for (const example of split.examples.slice(0, 4)) console.log(`    e.g. ${example}`);

// learning from hand pairs (point 5): a fortnight as clerks work it, scored on its second week
const fortnight = generateBankDays({ seed, websites: 4, days: 14, depositsPerDay: 300 });
const fortnightParsed = await parseBankDays(fortnight, seed);
const secondWeek = dateOfDay(Math.min(...fortnight.bo.map((row) => dayNumber(row.date))) + 7);
const clerks = reconcileAsClerksWork(fortnight, fortnightParsed);
const learnt = scoreByClass(clerks, fortnight, fortnightParsed, { learnt: true, from: secondWeek });
const unlearnt = scoreByClass(reconcileAsClerksWork(fortnight, fortnightParsed, false), fortnight, fortnightParsed, { from: secondWeek });
const relativeRecall = (of: BankDayScore) => percent(of.byClass.get("relative")!.matched / Math.max(1, of.byClass.get("relative")!.paid));
console.log(`learning from hand pairs: a fortnight as clerks work it (each day's statements reconciled with the day before, every paid row the engine left paired by hand); its second week, ${learnt.paid} paid rows:`);
console.log(`  nothing learnt              recall ${percent(unlearnt.recall)} of paid rows, ${unlearnt.wrong} wrong; relative class ${relativeRecall(unlearnt)}`);
console.log(`  first week's pairs learnt   recall ${percent(learnt.recall)} of paid rows, ${percent(learnt.decidableRecall)} of the ${learnt.decidable} decidable once learnt, ${learnt.wrong} wrong; relative class ${relativeRecall(learnt)}`);
console.log(`  (${clerks.handPaired} rows paired by hand over the fortnight taught ${clerks.taught} aliases)`);

// withdrawals: payouts against the debit lines of the same layouts, BI-FAST fee rows and suppliers' debits among them
const payouts = await generateBankWithdrawals({ seed, websites: 4, days: 7, perDay: 150 });
const paid = reconcileWithdrawals(payouts.bo, payouts.mutasi, { knownPlayers: knownPlayersOf(payouts.bo) });
const rightPayouts = new Set(paid.matches.filter((match) => payouts.isRight(match.boId, match.mutasiId)).map((match) => match.boId));
const wrongPayouts = paid.matches.length - rightPayouts.size;
const decidablePaid = [...payouts.decidable].filter((id) => rightPayouts.has(id)).length;
console.log(`withdrawals on bank-written statements: ${payouts.bo.length} BO withdrawals, ${payouts.mutasi.length} debit lines`);
console.log(`  precision ${percent(rightPayouts.size / Math.max(1, paid.matches.length))}, ${wrongPayouts} wrong of ${payouts.truth.size} paid rows (a player's tickets of one amount and day may take each other's payout)`);
console.log(`  recall    ${percent(rightPayouts.size / payouts.truth.size)} of paid rows, ${percent(decidablePaid / Math.max(1, payouts.decidable.size))} of the ${payouts.decidable.size} rows a clerk could decide`);
console.log(`  namesake traps (an unpaid ticket, a namesake at another bank paid its amount): ${payouts.namesakeTraps.size}, approved ${paid.matches.filter((match) => payouts.namesakeTraps.has(match.boId)).length}`);
console.log("  class              paid  decidable  recall  of decidable  wrong");
for (const name of WITHDRAW_CLASSES) {
  const ids = [...payouts.classes].filter(([, classes]) => classes.has(name)).map(([id]) => id);
  const decidableIds = ids.filter((id) => payouts.decidable.has(id));
  const wrong = paid.matches.filter((match) => payouts.classes.get(match.boId)?.has(name) && !rightPayouts.has(match.boId)).length;
  const cells = [
    name.padEnd(17),
    String(ids.length).padStart(5),
    String(decidableIds.length).padStart(10),
    percent(ids.filter((id) => rightPayouts.has(id)).length / Math.max(1, ids.length)).padStart(7),
    percent(decidableIds.filter((id) => rightPayouts.has(id)).length / Math.max(1, decidableIds.length)).padStart(13),
    String(wrong).padStart(6),
  ];
  console.log(`  ${cells.join(" ")}`);
}
