import { describe, expect, it } from "vitest";
import { AdminAccount, Website } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { Client } from "../support/client";
import { seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

const { server, browser } = withServer({
  seed: async () => {
    await seedWebsite("ABC", "Alpha");
    await seedWebsite("XYZ", "Xylo");
  },
  browser: true,
});

describe.each(JS_MODES)("/user $name", ({ javaScriptEnabled }) => {
  it("creates a user through 'New User', changes its password, toggles its status and deletes it", async () => {
    const name = javaScriptEnabled ? "js.checker" : "nojs.checker";
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/user`);
    await settle(page, javaScriptEnabled);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("User");
    expect(await page.getByRole("navigation", { name: "breadcrumb" }).textContent()).toBe("Home > User");

    // New User
    await page.getByRole("link", { name: "New User" }).click();
    const dialog = page.getByRole("dialog", { name: "New User" });
    await dialog.waitFor();
    const submit = dialog.getByRole("button", { name: "Submit" });
    const role = dialog.locator('select[name="account_role"]');
    const website = dialog.locator('select[name="account_website"]');
    expect(await role.inputValue()).toBe("ADMIN");
    expect(await role.locator("option").allTextContents()).toEqual(["Admin", "Checker", "CS"]);
    await dialog.locator('input[name="account_name"]').fill(name);
    await dialog.locator('input[name="account_password"]').fill("first-password-1");
    if (javaScriptEnabled) {
      // Submit waits for a valid form; ADMIN has no website, so the choice is cleared and locked
      expect(await website.isDisabled()).toBe(true);
      expect(await submit.isEnabled()).toBe(true);
      await role.selectOption("CHECKER");
      expect(await website.isDisabled()).toBe(false);
      expect(await submit.isDisabled()).toBe(true);
      await website.selectOption({ label: "Alpha (ABC)" });
      expect(await submit.isEnabled()).toBe(true);
      await role.selectOption("ADMIN");
      expect(await website.inputValue()).toBe("");
      expect(await website.isDisabled()).toBe(true);
      await role.selectOption("CHECKER");
      expect(await submit.isDisabled()).toBe(true);
      await dialog.locator('input[name="account_password"]').fill("short");
      await website.selectOption({ label: "Alpha (ABC)" });
      expect(await submit.isDisabled()).toBe(true);
      // the rule stands under the field, and a broken one is named as it is typed
      await dialog.locator('input[name="account_password"]').fill("");
      expect(await dialog.getByText("Minimal 10 karakter, bukan nama akun, bukan password umum.").count()).toBe(1);
      await dialog.locator('input[name="account_password"]').fill("Password123");
      await expect.poll(() => dialog.getByText("Password terlalu umum dan mudah ditebak. Pilih password lain.").count()).toBe(1);
      expect(await submit.isDisabled()).toBe(true);
      await dialog.locator('input[name="account_password"]').fill("first-password-1");
      expect(await submit.isEnabled()).toBe(true);
    } else {
      // without scripts the server checks the form, and the dialog shows why it refused
      await role.selectOption("CHECKER");
      await submit.click();
      await expect.poll(() => page.getByRole("alert").first().textContent()).toBe(
        "❌ Gagal membuat user. Website wajib dipilih untuk role CHECKER dan CS.",
      );
      expect(await dialog.locator('input[name="account_name"]').inputValue()).toBe(name);
      expect(await dialog.locator('input[name="account_password"]').inputValue()).toBe("");
      expect(await role.inputValue()).toBe("CHECKER");
      await dialog.locator('input[name="account_password"]').fill("first-password-1");
      await website.selectOption({ label: "Alpha (ABC)" });
    }
    await submit.click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("User berhasil dibuat.");
    await expect.poll(() => page.getByRole("cell", { name, exact: true }).count()).toBe(1);
    if (javaScriptEnabled) {
      // the banner stays until the clerk closes it
      await page.getByTestId("notice").getByRole("button", { name: "Tutup" }).click();
      await expect.poll(() => page.getByTestId("notice").count()).toBe(0);
    }
    expect(await AdminAccount.findOne({ where: { account_name: name } })).toMatchObject({ account_role: "CHECKER", account_status: true });
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
    expect(await row.getByRole("cell", { name: "Alpha (ABC)" }).count()).toBe(1);

    // Change Password
    await row.getByRole("link", { name: "Change Password" }).click();
    const passwordDialog = page.getByRole("dialog", { name: "Change Password" });
    await expect.poll(() => passwordDialog.textContent()).toContain(`Password baru untuk "${name}"`);
    await passwordDialog.locator('input[name="account_password"]').fill("second-password-2");
    await passwordDialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Password untuk "${name}" telah diperbarui.`);
    await new Client(server.url).signIn(name, "second-password-2");

    // toggle status through 'Are you sure?'
    await row.getByRole("link", { name: "Deactivate" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect.poll(() => confirm.textContent()).toContain(`Do you want to deactivate the account "${name}"?`);
    expect(await confirm.getByRole("link", { name: "Cancel" }).count()).toBe(1);
    await confirm.getByRole("button", { name: "Yes, Confirm" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Status "${name}" diubah ke Inactive.`);
    await expect.poll(() => row.getByTestId("status").textContent()).toBe("Inactive");
    await row.getByRole("link", { name: "Activate" }).click();
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes, Confirm" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Status "${name}" diubah ke Active.`);
    await expect.poll(() => row.getByTestId("status").textContent()).toBe("Active");

    // delete: the browser's confirm with scripts, the same question as a page state without
    const question = `Yakin ingin menghapus akun ${name}?`;
    if (javaScriptEnabled) {
      const messages: string[] = [];
      page.once("dialog", (prompt) => {
        messages.push(prompt.message());
        void prompt.dismiss();
      });
      await row.getByRole("link", { name: "Delete" }).click();
      await expect.poll(() => messages).toEqual([question]);
      expect(await AdminAccount.findOne({ where: { account_name: name } })).not.toBeNull();
      page.once("dialog", (prompt) => void prompt.accept());
      await row.getByRole("link", { name: "Delete" }).click();
    } else {
      await row.getByRole("link", { name: "Delete" }).click();
      const removeDialog = page.getByRole("dialog", { name: "Hapus Akun" });
      await expect.poll(() => removeDialog.textContent()).toContain(question);
      await removeDialog.getByRole("button", { name: "Yes, Delete" }).click();
    }
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Akun "${name}" berhasil dihapus.`);
    await expect.poll(() => page.getByRole("cell", { name, exact: true }).count()).toBe(0);
    expect(await AdminAccount.findOne({ where: { account_name: name } })).toBeNull();
    await context.close();
  });

  it("lets a signed-in user change their own password and stay signed in", async () => {
    const name = javaScriptEnabled ? "js.self" : "nojs.self";
    const website = (await Website.findOne({ where: { website_code: "ABC" } }))!;
    const admin = new Client(server.url);
    await admin.signIn("admin", "admin-password-1");
    const created = await admin.json("POST", "/api/addadminacc", { account_name: name, account_password: "self-password-1", account_status: true, account_role: "CHECKER", account_website: website.website_id });
    expect(created.status).toBe(201);

    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, name, "self-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/user`);
    await settle(page, javaScriptEnabled);
    expect(await page.getByRole("link", { name: "New User" }).count()).toBe(0);
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
    await row.getByRole("link", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.waitFor();
    const submit = dialog.getByRole("button", { name: "Submit" });
    if (javaScriptEnabled) expect(await submit.isDisabled()).toBe(true);
    await dialog.locator('input[name="account_password"]').fill("self-password-2");
    if (javaScriptEnabled) {
      // one's own password needs the current one before Submit wakes up
      expect(await submit.isDisabled()).toBe(true);
    } else {
      await submit.click();
      await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("❌ Gagal memperbarui password. Password saat ini wajib diisi.");
      await dialog.locator('input[name="account_password"]').fill("self-password-2");
    }
    await dialog.getByLabel("Password saat ini").fill("self-password-1");
    await submit.click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Password untuk "${name}" telah diperbarui.`);
    // still signed in: the next page loads without a trip to /signin
    await page.goto(`${server.url}/user`);
    await settle(page, javaScriptEnabled);
    expect(new URL(page.url()).pathname).toBe("/user");
    await new Client(server.url).signIn(name, "self-password-2");
    await context.close();
  });
});
