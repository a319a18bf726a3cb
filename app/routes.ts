import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { ENDPOINT_PATHS } from "./routes/api/endpoint-paths";
import { CONVERT_CHOICES } from "./services/upload/convert/convert-banks";
import { UPLOAD_KINDS } from "./services/upload/parsers/registry";
import { UPLOAD_TEMPLATES } from "./services/upload/parsers/templates";

/** /api/<name>/... served by routes/api/<name>.ts */
const api = (path: string, name = path.split("/")[0]) => route(`api/${path}`, `routes/api/${name}.ts`);

/** /api paths that are one service call with one literal each, all served by routes/api/endpoint.ts (the table: endpoints.server.ts). */
const endpoints = Object.entries(ENDPOINT_PATHS).map(([name, path]) => route(`api/${path}`, "routes/api/endpoint.ts", { id: `api:${name}` }));

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
  // the summary of a day that Tutup Hari produces: /export/tutuphari.csv?website=&date=
  ...["tutuphari.csv", "tutuphari.xlsx"].map((file) => route(`export/${file}`, "routes/export-day-summary.ts", { id: `export-day-summary:${file}` })),

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
    route("tutuphari", "routes/tutuphari.tsx"),
    route("alias", "routes/alias.tsx"),
  ]),

  // spec section 7: sign-in; the whitelist gate is among the one-literal endpoints
  api("login"),
  // accounts
  api("alladminacc/:pageSize/:page"),
  api("addadminacc"),
  api("updatepassadminacc/:id"),
  api("deleteadminacc/:id"),
  // websites
  api("websitelist"),
  api("createwebsite"),
  // the one-literal endpoints (routes/api/endpoint-paths.ts): views, approvals, reports, exports,
  // the master-data lists, status and delete calls, Tutup Hari (docs/api.md)
  ...endpoints,
  // whitelist management
  api("createwhitelist"),
  api("deletewhitelist/:id"),
  api("updatestatuswhitelist/:id"),
  // bank accounts
  api("akunbanklist/:websiteCode/:bank/:transaction"),
  api("viewakunbank/:website/:pageSize/:page"),
  api("createakunbank"),
  // statement lines that are not a player's money (issue 14)
  api("markmutasi"),
  api("unmarkmutasi"),
  // 'Tutup Hari' per website and date (issue 14)
  api("statushari/:website/:date"),
  api("ringkasanhari/:website/:date"),
  // tracking
  api("tracking/:websiteCode/:pageSize/:page", "tracking"),
  api("searchtracking/:websiteCode/:term/:pageSize/:page"),
  // Delete BO / Mutasi (docs/api.md)
  api("deletebomutasi"),
  // uploads, templates and Convert Mutasi, from the upload registry
  ...fromRegistry(uploadPaths, "upload"),
  ...fromRegistry(UPLOAD_TEMPLATES.map((template) => template.path), "template"),
  ...fromRegistry(CONVERT_CHOICES.map((choice) => choice.path), "convert"),

  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
