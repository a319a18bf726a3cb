/**
 * The /api paths whose whole job is one service call with one literal (a ledger, a file format,
 * a reply): app/routes.ts registers each to the one dispatcher `endpoint.ts` under the id
 * `api:<name>`, and `endpoints.server.ts` says, under the same name, which method it takes and
 * which service answers it. Plain data: routes.ts reads it when the build draws the route table.
 */
export const ENDPOINT_PATHS = {
  // spec section 7, the whitelist gate
  whitelist: "whitelist",
  // the Website, Whitelist, User and Data Bank screens' list, status and delete calls (docs/api.md)
  viewwebsite: "viewwebsite/:pageSize/:page",
  deletewebsite: "deletewebsite/:id",
  viewwhitelist: "viewwhitelist/:pageSize/:page",
  updatestatusadminacc: "updatestatusadminacc/:id",
  updatestatusakunbank: "updatestatusakunbank/:id",
  deleteakunbank: "deleteakunbank/:id",
  // Tutup Hari and its reopening (docs/api.md)
  tutuphari: "tutuphari",
  bukahari: "bukahari",
  // BO and mutasi views (docs/api.md)
  viewbo: "viewbo/:date/:website/:status/:pageSize/:page",
  viewbowd: "viewbowd/:date/:website/:status/:pageSize/:page",
  searchbo: "searchbo/:date/:website/:status/:mode/:term/:pageSize/:page",
  searchbowd: "searchbowd/:date/:website/:status/:mode/:term/:pageSize/:page",
  viewmutasi: "viewmutasi/:date/:website/:status/:pageSize/:page",
  viewmutasiwd: "viewmutasiwd/:date/:website/:status/:pageSize/:page",
  searchmutasi: "searchmutasi/:date/:website/:status/:mode/:term/:pageSize/:page",
  searchmutasiwd: "searchmutasiwd/:date/:website/:status/:mode/:term/:pageSize/:page",
  updatebodepostts: "updatebodepostts",
  updatebosttswd: "updatebosttswd",
  deleteboid: "deleteboid",
  deleteboidwd: "deleteboidwd",
  // pairing a BO row with a statement line by hand, and undoing a pair (docs/api.md)
  pairbomutasi: "pairbomutasi",
  unpairbomutasi: "unpairbomutasi",
  // the aliases pairing teaches, ADMIN only (docs/api.md)
  viewalias: "viewalias/:website",
  deletealias: "deletealias",
  // Data Player and Game Site (docs/api.md)
  dataplayer: "dataplayer/:website/:start/:end/:pageSize/:page",
  searchdataplayer: "searchdataplayer/:username/:website/:start/:end/:pageSize/:page",
  totaldataplayer: "totaldataplayer/:site/:start/:end/:pageSize/:page",
  exportcsvtotaldataplayer: "exportcsvtotaldataplayer",
  exportexceltotaldataplayer: "exportexceltotaldataplayer",
  // exports of the review tables, POST {date, status, group} (docs/api.md)
  exportcsvviewbo: "exportcsvviewbo",
  exportexcelviewbo: "exportexcelviewbo",
  // (sic) the spec's client calls it with the stray l
  exportcsvlviewbowd: "exportcsvlviewbowd",
  exportexcelviewbowd: "exportexcelviewbowd",
  exportcsvviewmutasi: "exportcsvviewmutasi",
  exportexcelviewmutasi: "exportexcelviewmutasi",
  exportcsvviewmutasiwd: "exportcsvviewmutasiwd",
  exportexcelviewmutasiwd: "exportexcelviewmutasiwd",
} as const;

export type EndpointName = keyof typeof ENDPOINT_PATHS;

/** The name a matched route pattern ('api/viewbo/:date/...', with or without the leading slash) was registered under. */
export function endpointNameOf(pattern: string): EndpointName | null {
  const path = pattern.replace(/^\/?api\//, "");
  const found = (Object.keys(ENDPOINT_PATHS) as EndpointName[]).find((name) => ENDPOINT_PATHS[name] === path);
  return found ?? null;
}
