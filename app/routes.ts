import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** /api/<name>/... served by routes/api/<name>.ts */
const api = (path: string, name = path.split("/")[0]) => route(`api/${path}`, `routes/api/${name}.ts`);

export default [
  route("signin", "routes/signin.tsx"),
  route("signout", "routes/signout.tsx"),
  route("theme", "routes/theme.tsx"),
  route("not-found", "routes/not-found.tsx", { id: "not-found" }),
  route("notfound", "routes/not-found.tsx", { id: "notfound" }),

  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("user", "routes/user.tsx"),
    route("whitelist", "routes/whitelist.tsx"),
    route("website", "routes/website.tsx"),
    route("databank", "routes/databank.tsx"),
    route("tracking", "routes/tracking.tsx"),
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

  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
