/**
 * `npm run dev`: the product on the SQLite default with hot reload. Vite serves the browser
 * modules and reloads them on change; every request then goes through server.ts's own Express
 * app (IP gate, origin check, headers) as loaded by Vite, so a change to a route, a service or
 * server.ts itself is picked up on the next request without a restart.
 */
import http from "node:http";
import express, { type Request, type Response, type NextFunction } from "express";
import { createServer } from "vite";

process.env.TZ = "UTC";
process.env.NODE_ENV ??= "development";

type ServerModule = typeof import("../server");

const dev = express();
const httpServer = http.createServer(dev);
// the hot-reload socket shares the page's port: the Content-Security-Policy allows only 'self'
const vite = await createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" });
const load = () => vite.ssrLoadModule("/server.ts") as Promise<ServerModule>;
const config = await (await load()).prepare();

// one Express app per version of server.ts: rebuilt only when Vite reloads the module
const apps = new WeakMap<ServerModule, ReturnType<ServerModule["createApp"]>>();

dev.use(vite.middlewares);
dev.use((req: Request, res: Response, next: NextFunction) => {
  load()
    .then((module) => {
      let app = apps.get(module);
      if (!app) apps.set(module, (app = module.createApp(config, { hotReload: true })));
      app(req, res, next);
    })
    .catch((error: unknown) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    });
});
httpServer.listen(config.PORT, config.HOST, () => console.log(`Dev server on http://localhost:${config.PORT} (hot reload)`));
