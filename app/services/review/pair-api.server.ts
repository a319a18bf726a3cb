import { z } from "zod";
import { requireApiUser } from "../auth/access.server";
import { handleApi, readJsonBody } from "../http/api";
import { flagSchema } from "../http/flag";
import { parseSpecDate } from "../spec-date";
import type { Direction } from "./ledger-direction";
import { PAIR_BODY_MESSAGES as B } from "./messages";
import { pairBoWithLine, unpairBo } from "./pairing.server";
import { VIEW_API_ROLES } from "./view-api.server";

/**
 * POST /api/pairbomutasi and /api/unpairbomutasi (docs/api.md): pairing by hand and undoing a
 * pair, the same rules as View BO and View Mutasi (review/pairing.server.ts).
 */

const kind = z.enum(["deposit", "withdraw", "depo", "wd"], { error: B.kind });
const id = z.union([z.number(), z.string()], { error: B.id });
const website = z.string({ error: B.website }).optional();
const directionOf = (value: z.infer<typeof kind>): Direction => (value === "deposit" || value === "depo" ? "deposit" : "withdraw");

const pairBody = z.object({
  kind,
  bo_id: id,
  mutasi_id: id,
  // read by the service: 'Nominal tidak dikenali ...', 'Nominal baru harus sama dengan nominal mutasi ...'
  amount: z.unknown().optional(),
  confirm: flagSchema.optional(),
  website,
  date: z.string({ error: B.date }).optional(),
});

const unpairBody = z.object({
  kind,
  bo_id: id,
  // read by the service: 'Alasan pembatalan wajib diisi.'
  reason: z.unknown().optional(),
  website,
});

export function pairApiAction(request: Request) {
  return handleApi(async () => {
    const user = await requireApiUser(request, VIEW_API_ROLES);
    const body = await readJsonBody(request, pairBody);
    const date = body.date === undefined ? undefined : parseSpecDate(body.date);
    const outcome = await pairBoWithLine(
      user,
      directionOf(body.kind),
      { website: body.website, date },
      { boId: body.bo_id, mutasiId: body.mutasi_id, amount: body.amount ?? undefined },
      { largeConfirmed: body.confirm === true },
    );
    return Response.json({ status: true, message: outcome.message, bo_id: outcome.boId, mutasi_id: outcome.mutasiId });
  });
}

export function unpairApiAction(request: Request) {
  return handleApi(async () => {
    const user = await requireApiUser(request, VIEW_API_ROLES);
    const body = await readJsonBody(request, unpairBody);
    const outcome = await unpairBo(user, directionOf(body.kind), { website: body.website }, body.bo_id, body.reason);
    return Response.json({ status: true, message: outcome.message, mutasi_id: outcome.mutasiId });
  });
}
