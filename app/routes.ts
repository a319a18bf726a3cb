import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("signin", "routes/signin.tsx"),
  route("signout", "routes/signout.tsx"),
  route("theme", "routes/theme.tsx"),
  route("not-found", "routes/not-found.tsx", { id: "not-found" }),
  route("notfound", "routes/not-found.tsx", { id: "notfound" }),

  layout("routes/shell.tsx", [index("routes/home.tsx")]),

  route("api/login", "routes/api/login.ts"),
  route("api/whitelist", "routes/api/whitelist.ts"),

  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
