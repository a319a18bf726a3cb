import { PassThrough } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { apiNotFound } from "./services/http/api";
import { isApiPath, routerPath } from "./services/http/request-guard.server";
import { CspNonceContext } from "./ui/csp-nonce";
import { createEmotionCache, EMOTION_INSERTION_POINT } from "./ui/emotion-cache";

export const streamTimeout = 10_000;

/**
 * Pages are rendered whole (onAllReady) so the critical CSS of every MUI component on the
 * page can be inlined into <head>: pages are styled even with scripts off. Every inline
 * <script> and <style> carries the response's CSP nonce (server.ts makes it per request).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every /api route is a resource route, so a page rendered for an /api path is the catch-all:
  // one spelled so that no route matches it (`//api/x`, `/api/x/extra`) gets the /api's JSON 404.
  if (isApiPath(routerPath(request.url))) return apiNotFound();
  const nonce = loadContext.cspNonce;
  const cache = createEmotionCache(nonce);
  const emotionServer = createEmotionServer(cache);
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <CacheProvider value={cache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CacheProvider>
      </CspNonceContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            const html = Buffer.concat(chunks).toString("utf8");
            const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
            const marker = `<meta name="${EMOTION_INSERTION_POINT}" content="${EMOTION_INSERTION_POINT}"/>`;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(html.replace(marker, marker + styles), { status: statusCode, headers: responseHeaders }),
            );
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          statusCode = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
