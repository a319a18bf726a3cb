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
