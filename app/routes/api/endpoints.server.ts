import type { Params } from "react-router";
import { exportApiAction } from "~/services/exports/export-api.server";
import { dataPlayerApi, gameSiteApi, gameSiteExportApi } from "~/services/reports/report-api.server";
import { deleteApiAction, updateApiAction, viewApiLoader } from "~/services/review/view-api.server";
import { pairApiAction, unpairApiAction } from "~/services/review/pair-api.server";
import type { EndpointName } from "./endpoint-paths";

type Handler = (request: Request, params: Params) => Promise<Response>;

/** What one path of ENDPOINT_PATHS takes and which service answers it; any other method is a 405. */
export interface Endpoint {
  method: "GET" | "POST" | "PUT";
  handle: Handler;
}

const get = (handle: Handler): Endpoint => ({ method: "GET", handle });
const post = (handle: Handler): Endpoint => ({ method: "POST", handle });
const put = (handle: Handler): Endpoint => ({ method: "PUT", handle });

export const ENDPOINTS: Record<EndpointName, Endpoint> = {
  // the IP gate in server.ts has already admitted the caller (or answered 403); any
  // client-supplied IP header is ignored
  whitelist: get(async () => Response.json({ message: "Success" })),

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
