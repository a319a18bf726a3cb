import { TEMPLATE_BNI_MOBILE, TEMPLATE_MANDIRI, TEMPLATE_QRIS, type StatementLayout } from "../parsers/layouts";
import type { UploadKey } from "../parsers/registry";

/**
 * Convert Mutasi's choices (spec: BNI Mobile Banking, Mandiri, QRIS): which Excel statements each
 * reads, and which upload template it writes, so the result uploads without edits.
 */
export const CONVERT_BANK_KEYS = ["bni-mobile", "mandiri", "qris"] as const;
export type ConvertBank = (typeof CONVERT_BANK_KEYS)[number];

export interface ConvertChoice {
  key: ConvertBank;
  label: string;
  /** POST multipart (myfile), blob response (spec section 7, Conversion) */
  path: string;
  /** the upload template written */
  output: StatementLayout;
  /** the upload choice the CSV is for */
  uploadKind: UploadKey;
  /** the Excel layouts read, for docs/formats.md */
  reads: string;
}

export const CONVERT_CHOICES: readonly ConvertChoice[] = [
  {
    key: "bni-mobile",
    label: "BNI Mobile Banking",
    path: "/api/uploadfixbnimobileformat",
    output: TEMPLATE_BNI_MOBILE,
    uploadKind: "bni-mobile",
    reads: "BNIDirect TRANSACTION INQUIRY (.xls/.xlsx): `No. | Post Date | Branch | Journal No. | Description | Amount | Db/Cr | Balance` or the Indonesian `No. | Tanggal Kirim | Cabang | Journal No. | Deskripsi | Amount | Db/Cr | Balance`, columns found by header text across merged cells",
  },
  {
    key: "mandiri",
    label: "Mandiri",
    path: "/api/uploadfixmandiriformat",
    output: TEMPLATE_MANDIRI,
    uploadKind: "mandiri",
    reads: "Mandiri Excel statement `Tgl. | Tgl. Val. | Rincian Transaksi | No. Referensi | Debit | Kredit | Saldo | Branch Code`, and MCM `Acc_Statement` (metadata block, `Posting Date | Remark | Reference No | Debit | Credit | Balance` over merged cells, summary rows after the data)",
  },
  {
    key: "qris",
    label: "QRIS",
    path: "/api/uploadfixqrisformat",
    output: TEMPLATE_QRIS,
    uploadKind: "qris",
    reads: "QRIS merchant report: title rows, then a header with Tanggal / Tanggal Transaksi / Date, Waktu, RRN / Reference / ID Transaksi, Nama Pembayar / Customer Name, Penerbit / Issuer, Nominal / Amount, MDR / Fee, Status (any order, Indonesian or English)",
  },
];

export function convertChoice(key: string): ConvertChoice | undefined {
  return CONVERT_CHOICES.find((choice) => choice.key === key);
}

export function findConvertChoice(path: string): ConvertChoice | undefined {
  const clean = path.split("?")[0].replace(/\/+$/, "").toLowerCase();
  return CONVERT_CHOICES.find((choice) => choice.path === clean);
}
