import { describe, expect, it } from "vitest";
import { Client, decodeHtml } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";

/**
 * A body or path the schema refuses is answered in Indonesian, naming the field: never zod's
 * English ("Too big: expected string to have <=200 characters", "Invalid input: expected
 * string, received null").
 */

let csId = 0;

const { server, clients: { admin } } = withServer({
  seed: async () => {
    const website = await seedWebsite("WEB1", "Web One");
    csId = (await seedAccount({ name: "cs1", password: "cs-pass-1", role: "CS", website })).account_id;
  },
  clients: { admin: ADMIN },
});

const ZOD_ENGLISH = /Invalid|expected|received|Too (big|small)|characters/;

async function messageOf(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  const { message } = (await response.json()) as { message: string };
  expect(message).not.toMatch(ZOD_ENGLISH);
  return message;
}

function raw(client: Client, method: string, path: string, body: string): Promise<Response> {
  return client.request(path, { method, headers: { "content-type": "application/json" }, body });
}

describe("sign-in refusals", () => {
  it("POST /api/login: a password over 200 characters, a null or missing field, a body that is no object", async () => {
    const login = (body: unknown) => new Client(server.url).json("POST", "/api/login", body);
    expect(await messageOf(await login({ account_name: "admin", account_password: "a".repeat(201) }))).toBe("account_password: maksimal 200 karakter.");
    expect(await messageOf(await login({ account_name: "admin", account_password: null }))).toBe("Username dan password wajib diisi.");
    expect(await messageOf(await login({ account_name: 5, account_password: "x" }))).toBe("Username dan password wajib diisi.");
    expect(await messageOf(await login({ account_name: "admin" }))).toBe("Username dan password wajib diisi.");
    for (const body of ['"str"', "null", "[]", "5"]) {
      expect(await messageOf(await raw(new Client(server.url), "POST", "/api/login", body)), body).toBe("Isi permintaan harus berupa objek JSON.");
    }
  });

  it("the sign-in page shows the same after 'Login failed:'", async () => {
    const page = await new Client(server.url).postForm("/signin", { account_name: "admin", account_password: "a".repeat(201) });
    expect(page.status).toBe(400);
    const html = decodeHtml(await page.text());
    expect(html).toContain("Login failed: account_password: maksimal 200 karakter.");
    expect(html).not.toMatch(/Too big/);
  });
});

describe("other /api bodies and paths", () => {
  it("PUT /api/updatepassadminacc: a current_password that is no text, a body that is no object", async () => {
    const path = `/api/updatepassadminacc/${csId}`;
    expect(await messageOf(await admin.json("PUT", path, { account_password: "new-pass-word-1", current_password: 5 }))).toBe(
      "current_password: harus berupa teks.",
    );
    for (const body of ['"str"', "null"]) {
      expect(await messageOf(await raw(admin, "PUT", path, body)), body).toBe("Isi permintaan harus berupa objek JSON.");
    }
  });

  it("the generic wording covers every schema: text, choice, number and list fields, path numbers", async () => {
    expect(await messageOf(await admin.json("POST", "/api/createwebsite", { website_name: 5, website_code: "W2" }))).toBe("website_name: harus berupa teks.");
    expect(await messageOf(await admin.json("POST", "/api/markmutasi", { type: "other", id: 1 }))).toBe("type: harus salah satu dari: deposit, withdraw.");
    expect(await messageOf(await admin.json("POST", "/api/markmutasi", { type: "deposit", id: "x" }))).toBe("id: harus berupa angka.");
    expect(await messageOf(await admin.json("PUT", "/api/updatebodepostts", { bank_statement_date: "5-Jan-2025", arr: "none" }))).toBe("arr: harus berupa daftar.");
    expect(await messageOf(await admin.get("/api/alladminacc/abc/1"))).toBe("pageSize: harus berupa angka.");
    expect(await messageOf(await admin.get("/api/alladminacc/5000/1"))).toBe("pageSize: maksimal 1000.");
    expect(await messageOf(await admin.get("/api/dataplayer/WEB1/2025-01-05/2025-01-05/10/0"))).toBe("page: minimal 1.");
  });
});
