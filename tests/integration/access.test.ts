import { describe, expect, it } from "vitest";
import { Client } from "../support/client";
import { ADMIN, CHECKER1, CS1, seedStaff, withServer } from "../support/fixture";

const { server, clients } = withServer({
  seed: () => seedStaff({ ABC: "Website ABC" }),
  clients: { ADMIN, CHECKER: CHECKER1, CS: CS1 },
});



describe("route access on the server", () => {
  it("sends an anonymous visitor of a protected page to /signin, and gives /api 401 JSON", async () => {
    const anonymous = new Client(server.url);
    const page = await anonymous.get("/");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/signin");
    const api = await anonymous.get("/api/alladminacc/10/1");
    expect([401, 404]).toContain(api.status);
  });

  it("shows the shell and greeting on / to every role", async () => {
    for (const role of ["ADMIN", "CHECKER", "CS"] as const) {
      const response = await clients[role].get("/");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/Halo Selamat (Pagi|Siang|Sore|Malam) /);
    }
  });

  it("lists the sidebar by role: ADMIN everything, CHECKER all but Alias Pemain, CS only Data Player", async () => {
    const sidebarLinks = async (client: Client) => {
      const html = await (await client.get("/")).text();
      const nav = /<nav[^>]*data-testid="sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1];
      return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    };
    const all = ["/", "/upload", "/view-bo", "/view-mutasi", "/user", "/whitelist", "/convert-mutasi", "/website", "/dataplayer", "/databank", "/tracking", "/delete", "/tutuphari"];
    // Alias Pemain is ADMIN's alone (issue 13, point 5)
    expect(await sidebarLinks(clients.ADMIN)).toEqual([...all, "/alias"]);
    expect(await sidebarLinks(clients.CHECKER)).toEqual(all);
    expect(await sidebarLinks(clients.CS)).toEqual(["/dataplayer"]);
  });

  it("answers unknown paths with the not-found page and 404, signed in or not", async () => {
    for (const client of [new Client(server.url), clients.ADMIN]) {
      const response = await client.get("/no/such/page");
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(">ERROR<");
      expect(html).toContain("We can’t seem to find the page you are looking for!");
      expect(html).toContain('href="/"');
      expect(html).toContain("Back to Home Page");
    }
    for (const path of ["/not-found", "/notfound"]) {
      expect(await (await new Client(server.url).get(path)).text()).toContain("Back to Home Page");
    }
  });
});

describe("response headers", () => {
  it("hides x-powered-by and sets nosniff, frame-ancestors and no-store on pages", async () => {
    const response = await clients.ADMIN.get("/");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("serves hashed assets as immutable", async () => {
    const html = await (await new Client(server.url).get("/signin")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const response = await new Client(server.url).get(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});
