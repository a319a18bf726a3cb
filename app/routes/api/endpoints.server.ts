import type { Params } from "react-router";
import { z } from "zod";
import type { Role } from "~/models/admin-account.server";
import { setAccountStatus } from "~/services/accounts/accounts.server";
import { accountStatusMessage } from "~/services/accounts/messages";
import { deleteAkunBank, setAkunBankStatus } from "~/services/akun-bank/akun-bank.server";
import { akunBankDeletedMessage, akunBankStatusMessage } from "~/services/akun-bank/messages";
import { requireApiUser } from "~/services/auth/access.server";
import type { SessionUser } from "~/services/auth/session.server";
import { closeDay } from "~/services/day-close/day-close.server";
import { reopenDay } from "~/services/day-close/reopen-day.server";
import { handleApi, listReply, parseId, parseInput, readJsonBody } from "~/services/http/api";
import { flagSchema } from "~/services/http/flag";
import type { Page } from "~/models/dialect.server";
import { apiPagingSchema } from "~/services/http/paging";
import { websiteDeletedMessage } from "~/services/websites/messages";
import { deleteWebsite, listWebsites } from "~/services/websites/websites.server";
import { listWhitelist } from "~/services/whitelist/whitelist.server";
import { exportApiAction } from "~/services/exports/export-api.server";
import { dataPlayerApi, gameSiteApi, gameSiteExportApi } from "~/services/reports/report-api.server";
import { deleteApiAction, updateApiAction, viewApiLoader } from "~/services/review/view-api.server";
import { pairApiAction, unpairApiAction } from "~/services/review/pair-api.server";
import { aliasWebsiteOfPath, listAliases } from "~/services/matching/aliases.server";
import { removeAlias } from "~/services/matching/remove-alias.server";
import type { EndpointName } from "./endpoint-paths";

type Handler = (request: Request, params: Params) => Promise<Response>;

/** What one path of ENDPOINT_PATHS takes and which service answers it; any other method is a 405. */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  handle: Handler;
}

const get = (handle: Handler): Endpoint => ({ method: "GET", handle });
const post = (handle: Handler): Endpoint => ({ method: "POST", handle });
const put = (handle: Handler): Endpoint => ({ method: "PUT", handle });
const del = (handle: Handler): Endpoint => ({ method: "DELETE", handle });

const ADMIN: readonly Role[] = ["ADMIN"];
const STAFF: readonly Role[] = ["ADMIN", "CHECKER"];

/** For callers signed in with one of these roles; what the service refuses becomes the API's error reply. */
const signedIn =
  (roles: readonly Role[], answer: (user: SessionUser, request: Request, params: Params) => Promise<Response>): Handler =>
  (request, params) =>
    handleApi(async () => answer(await requireApiUser(request, roles), request, params));
const done = (fields: Record<string, unknown>) => Response.json({ status: true, ...fields });

/** GET .../{pageSize}/{page}: one page of a list, with its total in x-total-count. */
const list = (rows: (user: SessionUser, page: Page) => Promise<{ rows: object[]; total: number }>) =>
  get(
    signedIn(STAFF, async (user, _request, params) => {
      const page = await rows(user, parseInput(apiPagingSchema, params));
      return listReply(page.rows, page.total);
    }),
  );

/** DELETE .../{id}: ADMIN only; the reply says what was removed. */
const remove = <T>(removeOne: (user: SessionUser, id: number) => Promise<T>, removed: (row: T) => string) =>
  del(signedIn(ADMIN, async (user, _request, params) => done({ message: removed(await removeOne(user, parseId(params.id))) })));

// every field is read by the service, whose messages say what is missing ('Website wajib dipilih.' ...)
const dayBody = z.object({ website: z.unknown().optional(), date: z.unknown().optional() });
const reopenBody = dayBody.extend({ reason: z.unknown().optional() });

export const ENDPOINTS: Record<EndpointName, Endpoint> = {
  // the IP gate in server.ts has already admitted the caller (or answered 403); any
  // client-supplied IP header is ignored
  whitelist: get(async () => Response.json({ message: "Success" })),

  viewwebsite: list(listWebsites),
  deletewebsite: remove(deleteWebsite, websiteDeletedMessage),
  viewwhitelist: list(listWhitelist),
  updatestatusadminacc: put(
    signedIn(ADMIN, async (user, request, params) => {
      const { account_status } = await readJsonBody(request, z.object({ account_status: flagSchema }));
      const account = await setAccountStatus(user, parseId(params.id), account_status);
      return done({ account_id: account.account_id, account_status, message: accountStatusMessage(account.account_name, account_status) });
    }),
  ),
  // ADMIN only
  updatestatusakunbank: put(
    signedIn(ADMIN, async (user, request, params) => {
      const { akun_bank_status } = await readJsonBody(request, z.object({ akun_bank_status: flagSchema }));
      const account = await setAkunBankStatus(user, parseId(params.id), akun_bank_status);
      return done({ akun_bank_id: account.akun_bank_id, akun_bank_status: account.akun_bank_status, message: akunBankStatusMessage(account, akun_bank_status) });
    }),
  ),
  // refused (409) while uploaded statements use the account
  deleteakunbank: remove(deleteAkunBank, akunBankDeletedMessage),
  // 'Tutup Hari' when nothing blocks the day, 409 with `blockers` otherwise; an ADMIN reopens it with a reason
  tutuphari: post(signedIn(STAFF, async (user, request) => done({ message: (await closeDay(user, await readJsonBody(request, dayBody))).message }))),
  bukahari: post(signedIn(STAFF, async (user, request) => done({ message: (await reopenDay(user, await readJsonBody(request, reopenBody))).message }))),

  viewbo: get((request, params) => viewApiLoader(request, params, "bo-deposit", false)),
  viewbowd: get((request, params) => viewApiLoader(request, params, "bo-withdraw", false)),
  searchbo: get((request, params) => viewApiLoader(request, params, "bo-deposit", true)),
  searchbowd: get((request, params) => viewApiLoader(request, params, "bo-withdraw", true)),
  viewmutasi: get((request, params) => viewApiLoader(request, params, "mutasi-deposit", false)),
  viewmutasiwd: get((request, params) => viewApiLoader(request, params, "mutasi-withdraw", false)),
  searchmutasi: get((request, params) => viewApiLoader(request, params, "mutasi-deposit", true)),
  searchmutasiwd: get((request, params) => viewApiLoader(request, params, "mutasi-withdraw", true)),
  updatebodepostts: put((request) => updateApiAction(request, "deposit")),
  updatebosttswd: put((request) => updateApiAction(request, "withdraw")),
  deleteboid: put((request) => deleteApiAction(request, "deposit")),
  deleteboidwd: put((request) => deleteApiAction(request, "withdraw")),
  pairbomutasi: post((request) => pairApiAction(request)),
  unpairbomutasi: post((request) => unpairApiAction(request)),
  viewalias: get(signedIn(ADMIN, async (user, _request, params) => done({ data: await listAliases(user, aliasWebsiteOfPath(params.website)) }))),
  // the id is read by the service: 'ID alias harus angka.'
  deletealias: post(
    signedIn(ADMIN, async (user, request) => done({ message: (await removeAlias(user, (await readJsonBody(request, z.object({ id: z.unknown().optional() }))).id)).message })),
  ),

  dataplayer: get((request, params) => dataPlayerApi(request, params)),
  searchdataplayer: get((request, params) => dataPlayerApi(request, params)),
  totaldataplayer: get((request, params) => gameSiteApi(request, params)),
  exportcsvtotaldataplayer: post((request) => gameSiteExportApi(request, "csv")),
  exportexceltotaldataplayer: post((request) => gameSiteExportApi(request, "xlsx")),

  exportcsvviewbo: post((request) => exportApiAction(request, "bo-deposit", "csv")),
  exportexcelviewbo: post((request) => exportApiAction(request, "bo-deposit", "xlsx")),
  exportcsvlviewbowd: post((request) => exportApiAction(request, "bo-withdraw", "csv")),
  exportexcelviewbowd: post((request) => exportApiAction(request, "bo-withdraw", "xlsx")),
  exportcsvviewmutasi: post((request) => exportApiAction(request, "mutasi-deposit", "csv")),
  exportexcelviewmutasi: post((request) => exportApiAction(request, "mutasi-deposit", "xlsx")),
  exportcsvviewmutasiwd: post((request) => exportApiAction(request, "mutasi-withdraw", "csv")),
  exportexcelviewmutasiwd: post((request) => exportApiAction(request, "mutasi-withdraw", "xlsx")),
};
