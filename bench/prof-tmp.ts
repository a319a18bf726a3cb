import { reconcileDeposits } from "../app/services/matching/engine/index";
import { generateBankDays, parseBankDays } from "./bank-day";
import { bankOfLayout } from "./bank-world";
import { KnownPlayers } from "../app/services/matching/engine/namesakes";
import { distinctPlayers } from "./known-players";
const seed = 20261125;
const large = generateBankDays({ seed: seed + 1, websites: 12, days: 7, depositsPerDay: 1190 });
const largeParsed = await parseBankDays(large, seed + 1);
const largeBo = structuredClone(large.bo);
const largeLines = structuredClone(largeParsed.mutasi);
const knownPlayers = distinctPlayers(largeBo);
const ownAccounts = [...new Map(large.files.map(({ account }) => [account.accountNo, { website: account.website, holder: account.holder, bank: bankOfLayout(account.layout), accountNo: account.accountNo }])).values()];
const times: number[] = [];
for (let i = 0; i < 8; i++) {
  const t = performance.now();
  reconcileDeposits(largeBo, largeLines, { knownPlayers: new KnownPlayers(knownPlayers), ownAccounts });
  times.push(performance.now() - t);
}
console.log(times.map((t) => t.toFixed(0)).join(" "));
