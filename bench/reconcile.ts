/**
 * Reconciliation engine benchmark: 100k BO deposits against ~100k statement credits (synthetic,
 * seeded, true pairs known). Prints precision, recall and the engine's elapsed time as a ratio to
 * the 1 s target; asserts nothing.
 *
 *   cd /work/main && npx tsx bench/reconcile.ts [boCount] [seed]
 */
import { performance } from "node:perf_hooks";
import { reconcileDeposits } from "../app/services/matching/engine/index";
import { evaluate, generateDeposits } from "./synthetic";

const TARGET_MS = 1000;
const WARM_UP_ROWS = 20_000;
const boCount = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 20260310);

const generationStart = performance.now();
const data = generateDeposits({ seed, boCount });
const generationMs = performance.now() - generationStart;

// A server reconciles upload after upload: measure the engine compiled, as it runs from the second
// upload on, by reconciling a small unrelated day first (other seed, other players).
const warmUp = generateDeposits({ seed: seed + 1, boCount: WARM_UP_ROWS });
reconcileDeposits(warmUp.bo, warmUp.mutasi);

const start = performance.now();
const result = reconcileDeposits(data.bo, data.mutasi);
const elapsedMs = performance.now() - start;

const score = evaluate(result, data.truth, data.bo, data.mutasi);
const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
console.log(`reconcile deposits: ${data.bo.length} BO rows vs ${data.mutasi.length} mutasi lines (seed ${seed})`);
console.log(`  generated in ${generationMs.toFixed(0)} ms; engine warmed up on ${WARM_UP_ROWS} other rows first`);
console.log(`  matched ${result.matches.length}, ambiguous ${result.ambiguous.length}, paid BO rows ${score.truePairs}`);
console.log(`  groups ${result.stats.groups}, largest ${result.stats.largestGroup}, left unsolved ${result.stats.groupsLeftUnsolved}`);
console.log(
  `  precision ${percent(score.precision)} (${score.predicted - score.correct} wrong; right: ${score.exact} exact pairs, ` +
    `${score.correct - score.exact} between interchangeable tickets and identical credits)`,
);
console.log(`  recall    ${percent(score.recall)}`);
console.log(`  elapsed   ${elapsedMs.toFixed(0)} ms, elapsed / ${TARGET_MS} ms = ${(elapsedMs / TARGET_MS).toFixed(3)}`);
