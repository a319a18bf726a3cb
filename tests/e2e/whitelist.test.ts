import { describe, expect, it } from "vitest";
import { WhitelistEntry } from "~/models/models.server";
import { IP_FORMAT_MESSAGE } from "~/services/whitelist/ip-format";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedWhitelist } from "../support/db";
import { withServer } from "../support/fixture";

const { server, browser } = withServer({
  // the browser comes from loopback: its own address is listed (and active) before the server
  // starts, beside another office's address
  beforeStart: async () => {
    await seedWhitelist("127.0.0.1", true);
    await seedWhitelist("10.9.9.9", true);
  },
  browser: true,
});



describe.each(JS_MODES)("/whitelist $name", ({ javaScriptEnabled }) => {
  it("adds an address through 'Add New Whitelist', changes its status and removes it through 'Confirm Action'", async () => {
    const ip = javaScriptEnabled ? "10.20.30.41" : "10.20.30.42";
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/whitelist`);
    await settle(page, javaScriptEnabled);
    expect(await page.getByRole("heading", { name: "Table Whitelist" }).count()).toBe(1);

    await page.getByRole("link", { name: "Add WL" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Whitelist" });
    await dialog.waitFor();
    const input = page.locator('input[name="whitelist_ip"]');
    if (javaScriptEnabled) {
      // as typed: only what an address or range can hold stays, and an impossible one is named at once
      await input.fill("10.2g0.30.4x1");
      expect(await input.inputValue()).toBe("10.20.30.41");
      await input.fill("192.168.1.0/24 kantor");
      expect(await input.inputValue()).toBe("192.168.1.0/24a");
      await input.fill("2001:DB8::/32");
      expect(await input.inputValue()).toBe("2001:DB8::/32");
      expect(await dialog.getByText("Satu IP (192.168.1.1), rentang CIDR (192.168.1.0/24), atau IPv6 (2001:db8::1, 2001:db8::/32).").count()).toBe(1);
      await input.fill("192.168.1.0/33");
      await expect.poll(() => dialog.getByText("❌ Prefix rentang IPv4 harus /0 sampai /32, misalnya 192.168.1.0/24.").count()).toBe(1);
      await input.fill("300.1");
      await expect.poll(() => dialog.getByText(IP_FORMAT_MESSAGE).count()).toBe(1);
      // an incomplete one is refused on submit, before any post
      await input.fill("10.20.30");
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => dialog.getByText(IP_FORMAT_MESSAGE).count()).toBe(1);
    } else {
      await input.fill("300.1.1.1");
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => page.getByRole("alert").first().textContent()).toContain(IP_FORMAT_MESSAGE);
    }
    await page.locator('input[name="whitelist_ip"]').fill(ip);
    await page.getByRole("dialog", { name: "Add New Whitelist" }).getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`IP ${ip} berhasil ditambahkan ke whitelist.`);
    const row = page.getByRole("row").filter({ hasText: ip });
    await expect.poll(() => row.getByTestId("status").textContent()).toBe("Active");
    expect(await row.getByRole("cell", { name: "admin", exact: true }).count()).toBe(1);

    await row.getByRole("link", { name: "Change Status" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Action" });
    await expect.poll(() => confirm.textContent()).toContain(`Deactivate whitelist entry for IP ${ip}?`);
    await confirm.getByRole("button", { name: "Yes, Confirm" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Status IP ${ip} diubah ke Inactive.`);
    await expect.poll(() => row.getByTestId("status").textContent()).toBe("Inactive");
    expect((await WhitelistEntry.findOne({ where: { Whitelist_ip: ip } }))!.Whitelist_status).toBe(false);

    await row.getByRole("link", { name: "Remove" }).click();
    await expect.poll(() => confirm.textContent()).toContain(`Remove whitelist entry for IP ${ip}?`);
    if (javaScriptEnabled) {
      // Escape closes the dialog without removing anything. The dialog listens from the moment
      // it shows; closing is a navigation (the loaders run again), so wait for the URL and the
      // dialog themselves rather than a one-second poll
      await page.keyboard.press("Escape");
      await page.waitForURL((url) => !url.searchParams.has("remove"));
      await confirm.waitFor({ state: "detached" });
      expect(await WhitelistEntry.findOne({ where: { Whitelist_ip: ip } })).not.toBeNull();
      await row.getByRole("link", { name: "Remove" }).click();
    }
    await confirm.getByRole("button", { name: "Yes, Remove" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`IP ${ip} berhasil dihapus dari whitelist.`);
    await expect.poll(() => page.getByRole("cell", { name: ip, exact: true }).count()).toBe(0);
    expect(await WhitelistEntry.findOne({ where: { Whitelist_ip: ip } })).toBeNull();

    // the entry that admits the admin cannot be removed while another one is active: the dialog says why
    const own = page.getByRole("row").filter({ hasText: "127.0.0.1" });
    await own.getByRole("link", { name: "Remove" }).click();
    await confirm.getByRole("button", { name: "Yes, Remove" }).click();
    await expect.poll(() => confirm.getByRole("alert").textContent()).toContain("Perubahan ini akan memblokir IP Anda sendiri (127.0.0.1).");
    expect(await WhitelistEntry.findOne({ where: { Whitelist_ip: "127.0.0.1" } })).not.toBeNull();
    await context.close();
  });
});
