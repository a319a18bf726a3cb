import { reconcileDeposits } from "./app/services/matching/engine/deposits";
const base = { website:"WEB01", date:"2026-11-25", amountCents:10_000_000, fullName:"SUSANTI KRISTANTO SEMBIRING", username:"PL387M", corporateAccountNo:"9070669797", references:[], playerAccountNo:"BRI - 0688822867" };
const aliases = [{ kind: "name" as const, key: "SIAUW SEMBIRING", note: "alias dikonfirmasi oleh checker1 pada 24-Nov-2026" }];
const bos = [{ id: 26, ...base, requestedAt: 1795547733000, aliases }, { id: 527, ...base, requestedAt: 1795619873000, aliases }];
const lines = [
 { id: 24, website:"WEB01", date:"2026-11-25", amountCents:10_000_000, senderName:"SUSANTI KRISTANTO SEMBIRING", description:"TRF DARI SUSANTI KRISTANTO SEMBIRING", accountNo:"9070669797", reference:null },
 { id: 182, website:"WEB01", date:"2026-11-25", amountCents:10_000_000, senderName:"SIAUW SEMBIRING", description:"MCM InhouseTrf DARI SIAUW SEMBIRING", accountNo:"9070669797", reference:null, bookedAt: 1795620567000 },
];
const r = reconcileDeposits(bos as any, lines as any);
console.log(JSON.stringify(r.matches.map(m=>[m.boId,m.mutasiId])), JSON.stringify(r.ambiguous.map(a=>[a.boId,a.kind,a.candidates.map(c=>[c.mutasiId,c.evidence.kind,c.score])])));
