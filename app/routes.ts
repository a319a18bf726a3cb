import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CONVERT_CHOICES } from "./services/upload/convert/convert-banks";
import { UPLOAD_KINDS } from "./services/upload/parsers/registry";
import { UPLOAD_TEMPLATES } from "./services/upload/parsers/templates";

/** /api/<name>/... served by routes/api/<name>.ts */
const api = (path: string, name = path.split("/")[0]) => route(`api/${path}`, `routes/api/${name}.ts`);

/** Paths declared by the upload registry, each served by one shared module. */
const fromRegistry = (paths: string[], module: string) =>
  [...new Set(paths)].map((path) => route(path.replace(/^\//, ""), `routes/api/${module}.ts`, { id: `${module}:${path}` }));
const uploadPaths = UPLOAD_KINDS.flatMap((kind) => Object.values(kind.variants).map((variant) => variant.path));

export default [
  route("signin", "routes/signin.tsx"),
  route("signout", "routes/signout.tsx"),
  route("theme", "routes/theme.tsx"),
  // 'Mode ringan' (light mode for slow terminals): a cookie switch, pages then carry no script
  route("light-mode", "routes/light-mode.tsx"),
  route("not-found", "routes/not-found.tsx", { id: "not-found" }),
  route("notfound", "routes/not-found.tsx", { id: "notfound" }),
  // Export CSV / Export Excel links of View BO and View Mutasi: /export/viewbo.csv?website=&status=&date=
  route("export/:file", "routes/export.ts"),
  // Convert Mutasi's no-script form: the converted CSV as an attachment (a page action cannot answer a file)
  route("convert-mutasi/download", "routes/convert-mutasi-download.ts"),
  // Export CSV / Export Excel links of Data Player and Game Site (static paths outrank export/:file)
  ...["dataplayer.csv", "dataplayer.xlsx", "gamesite.csv", "gamesite.xlsx"].map((file) =>
    route(`export/${file}`, "routes/export-report.ts", { id: `export-report:${file}` }),
  ),

  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("user", "routes/user.tsx"),
    route("whitelist", "routes/whitelist.tsx"),
    route("website", "routes/website.tsx"),
    route("upload", "routes/upload.tsx"),
    route("template", "routes/template.tsx"),
    route("convert-mutasi", "routes/convert-mutasi.tsx"),
    route("view-bo", "routes/view-bo.tsx"),
    route("view-mutasi", "routes/view-mutasi.tsx"),
    route("databank", "routes/databank.tsx"),
    route("tracking", "routes/tracking.tsx"),
    route("dataplayer", "routes/dataplayer.tsx"),
    route("delete", "routes/delete.tsx"),
  ]),

  // spec section 7, sign-in and the whitelist gate
  api("login"),
  api("whitelist"),
  // accounts
  api("alladminacc/:pageSize/:page"),
  api("addadminacc"),
  api("updatestatusadminacc/:id"),
  api("updatepassadminacc/:id"),
  api("deleteadminacc/:id"),
  // websites
  api("websitelist"),
  api("viewwebsite/:pageSize/:page"),
  api("createwebsite"),
  api("deletewebsite/:id"),
  // BO and mutasi views (docs/api.md)
  api("viewbo/:date/:website/:status/:pageSize/:page"),
  api("viewbowd/:date/:website/:status/:pageSize/:page"),
  api("searchbo/:date/:website/:status/:mode/:term/:pageSize/:page"),
  api("searchbowd/:date/:website/:status/:mode/:term/:pageSize/:page"),
  api("viewmutasi/:date/:website/:status/:pageSize/:page"),
  api("viewmutasiwd/:date/:website/:status/:pageSize/:page"),
  api("searchmutasi/:date/:website/:status/:mode/:term/:pageSize/:page"),
  api("searchmutasiwd/:date/:website/:status/:mode/:term/:pageSize/:page"),
  api("updatebodepostts"),
  api("updatebosttswd"),
  api("deleteboid"),
  api("deleteboidwd"),
  // whitelist management
  api("viewwhitelist/:pageSize/:page"),
  api("createwhitelist"),
  api("deletewhitelist/:id"),
  api("updatestatuswhitelist/:id"),
  // bank accounts
  api("akunbanklist/:websiteCode/:bank/:transaction"),
  api("viewakunbank/:website/:pageSize/:page"),
  api("createakunbank"),
  api("updatestatusakunbank/:id"),
  api("deleteakunbank/:id"),
  // tracking
  api("tracking/:websiteCode/:pageSize/:page", "tracking"),
  api("searchtracking/:websiteCode/:term/:pageSize/:page"),
  // Data Player and Game Site (docs/api.md)
  api("dataplayer/:website/:start/:end/:pageSize/:page"),
  api("searchdataplayer/:username/:website/:start/:end/:pageSize/:page"),
  api("totaldataplayer/:site/:start/:end/:pageSize/:page"),
  api("exportcsvtotaldataplayer"),
  api("exportexceltotaldataplayer"),
  // Delete BO / Mutasi (docs/api.md)
  api("deletebomutasi"),
  // exports of the review tables, POST {date, status, group} (docs/api.md)
  api("exportcsvviewbo"),
  api("exportexcelviewbo"),
  api("exportcsvlviewbowd"),
  api("exportexcelviewbowd"),
  api("exportcsvviewmutasi"),
  api("exportexcelviewmutasi"),
  api("exportcsvviewmutasiwd"),
  api("exportexcelviewmutasiwd"),
  // uploads, templates and Convert Mutasi, from the upload registry
  ...fromRegistry(uploadPaths, "upload"),
  ...fromRegistry(UPLOAD_TEMPLATES.map((template) => template.path), "template"),
  ...fromRegistry(CONVERT_CHOICES.map((choice) => choice.path), "convert"),

  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
