import { describe, expect, it } from "vitest";
import { AdminAccount } from "~/models/models.server";
import { Client } from "../support/client";
import { openDatabase } from "../support/db";
import { freshDataDir, startServer } from "../support/server";

describe("two instances starting together over one new database", () => {
  it("migrate it once and make one first ADMIN; both then serve", async () => {
    const dataDir = freshDataDir("together");
    const servers = await Promise.all([
      startServer({ dataDir, env: { ADMIN_USERNAME: "pertama", ADMIN_PASSWORD: "kuda-lari-kencang-1" } }),
      startServer({ dataDir, env: { ADMIN_USERNAME: "kedua", ADMIN_PASSWORD: "kuda-lari-kencang-2" } }),
    ]);
    try {
      const outputs = servers.map((server) => server.output());
      expect(outputs.filter((output) => output.includes("Migrations applied: 0001-initial"))).toHaveLength(1);
      expect(outputs.filter((output) => output.includes("First ADMIN account created"))).toHaveLength(1);
      const db = await openDatabase(dataDir);
      const accounts = await AdminAccount.findAll();
      await db.close();
      expect(accounts).toHaveLength(1);
      const [name, password] =
        accounts[0].account_name === "pertama" ? ["pertama", "kuda-lari-kencang-1"] : ["kedua", "kuda-lari-kencang-2"];
      for (const server of servers) await new Client(server.url).signIn(name, password);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});
