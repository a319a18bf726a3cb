import { expect } from "vitest";
import type { Client } from "./client";

/** An upload as the upload page posts it: the form's fields and the file as `myfile`. */
export function postUpload(client: Client, apiPath: string, fields: Record<string, string>, name: string, content: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("myfile", new Blob([content], { type: "text/csv" }), name);
  return client.request(apiPath, { method: "POST", body: form });
}

/** The header of our BO deposit template, as the upload page's template download writes it. */
export const BO_DEPOSIT_HEADER = "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";

/** BRI CMS's header (FORMATS.md). */
export const BRI_CMS_HEADER = "ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,MUTASI_DEBET,MUTASI_KREDIT,SALDO_AKHIR_MUTASI,GLSIGN,TRUSER,KODE_TRAN_TELLER,TRREMK,TLBDS1,TLBDS2";

/** The BRI akun bank of website ABC, as the statement upload form names it. */
export const BRI_ABC_STATEMENT_FIELDS = { groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI JAYA", corporate_bank_no: "034101000123307" };

/** A day as a checker uploads it: the BO deposit file, then the BRI CMS statement of ABC's akun bank; both must be accepted. */
export async function uploadBoThenBriStatement(client: Client, bo: string, bri: string): Promise<void> {
  expect((await postUpload(client, "/api/checkdata", {}, "bo.csv", bo)).status).toBe(200);
  const response = await postUpload(client, "/api/mutasiupdepomanual", BRI_ABC_STATEMENT_FIELDS, "bri.csv", bri);
  expect(response.status, await response.clone().text()).toBe(200);
}
