import { describe, expect, it } from "vitest";
import { ADMIN, withServer } from "../support/fixture";

/**
 * A path no route serves answers 404 by every method, in the product's words: JSON for an /api
 * path (however it is spelled), the not-found page otherwise. Never React Router's 405 page,
 * which names the catch-all route's internal id.
 */

const { clients: { admin } } = withServer({ clients: { admin: ADMIN } });

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const API_PATHS = ["//api/createwebsite", "/api/nope", "/API/Nope/1", "/api/createwebsite/extra"];

describe("an unknown path", () => {
  it.each(METHODS.flatMap((method) => API_PATHS.map((path) => ({ method, path }))))("$method $path is a JSON 404", async ({ method, path }) => {
    const response = await admin.json(method, path, method === "GET" || method === "DELETE" ? undefined : { website_name: "X", website_code: "X1" });
    const body = await response.text();
    expect(response.status, body.slice(0, 200)).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(JSON.parse(body)).toEqual({ status: false, message: "Alamat API tidak ditemukan." });
  });

  it.each(METHODS)("%s /no-such-page is the not-found page, 404, naming no route", async (method) => {
    const response = await admin.request("/no-such-page", {
      method,
      headers: method === "GET" ? {} : { "content-type": "application/x-www-form-urlencoded" },
      body: method === "GET" ? undefined : "a=1",
    });
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain("We can’t seem to find the page you are looking for!");
    expect(html).not.toContain("did not provide an `action`");
  });
});
