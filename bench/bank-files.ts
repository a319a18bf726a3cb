/**
 * Statement files as the banks deliver them (FORMATS.md), one per akun bank: KlikBCA Individual and
 * Bisnis CSV, a Bisnis file re-saved by Excel (Indonesian numbers, branch codes without zeros), the
 * Pratinjau table copied from the web page, Mandiri MCM CSV, the Mandiri Excel statement (datetimes,
 * as Convert Mutasi passes it on), BNI internet banking CSV, BRI CMS CSV, DANA's settlement CSV.
 * Running balances and footers add up, so the files are taken as a real upload takes them.
 */
import { dateOfDay } from "../app/services/matching/engine/days";
import type { UploadKey } from "../app/services/upload/parsers/registry";
import type { BankLine, CorporateAccount } from "./bank-world";
import { amountText, ddmm } from "./bank-world";

export interface StatementFile {
  account: CorporateAccount;
  /** the upload kind (registry key) a clerk would pick */
  kind: UploadKey;
  text: string;
  /** the Tanggal Mutasi picked on the form */
  statementDate: string;
  /** the file's physical line number → the line written there */
  lineAt: Map<number, BankLine>;
  closingCents: number;
}

const KIND: Record<CorporateAccount["layout"], UploadKey> = {
  "bca-individual": "bca",
  "bca-bisnis": "bca",
  "bca-resaved": "bca",
  "bca-pratinjau": "bca",
  "mandiri-mcm": "mandiri",
  "mandiri-excel": "mandiri-excel",
  "bni-internet": "bni-internet",
  "bri-cms": "bri",
  dana: "dana",
};

/** 1234567.5 (cents 123456750) → "1,234,567.50", as English-locale exports write amounts */
export const english = (cents: number) => (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const indonesian = (cents: number) => english(cents).replace(/,/g, "_").replace(".", ",").replace(/_/g, ".");
const rupiah = (cents: number) => `Rp ${indonesian(cents).replace(/,00$/, "")}`;
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** A CSV field, quoted only when it must be */
export const csvField = (text: string) => (/[",\n]/.test(text) ? quote(text) : text);
const slashFull = (day: number) => {
  const date = dateOfDay(day);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
};
const slashShort = (day: number) => slashFull(day).replace(/\/(\d{2})(\d{2})$/, "/$2");
const clock = (second: number, separator: string) =>
  [Math.floor(second / 3600), Math.floor(second / 60) % 60, second % 60].map((part) => String(part).padStart(2, "0")).join(separator);

export function statementFile(account: CorporateAccount, lines: readonly BankLine[], firstDay: number, lastDay: number, openingCents: number): StatementFile {
  const sorted = [...lines].sort((a, b) => a.day - b.day || a.second - b.second);
  const out: string[] = [];
  const lineAt = new Map<number, BankLine>();
  const push = (text: string, line?: BankLine) => {
    out.push(text);
    if (line) lineAt.set(out.length, line);
  };
  let balance = openingCents;
  let credit = 0;
  let debit = 0;
  let credits = 0;
  let debits = 0;
  const next = (line: BankLine) => {
    const before = balance;
    balance += line.direction === "CR" ? line.amountCents : -line.amountCents;
    if (line.direction === "CR") {
      credit += line.amountCents;
      credits++;
    } else {
      debit += line.amountCents;
      debits++;
    }
    return before;
  };

  switch (account.layout) {
    case "bca-individual":
      push(`Account No.,=,'${account.accountNo}`);
      push(`Name,=,${account.holder}`);
      push("Currency,=,IDR");
      push("");
      push("Date,Description,Branch,Amount,,Balance");
      for (const line of sorted) {
        next(line);
        const date = `'${ddmm(line.day).slice(0, 2)}/${ddmm(line.day).slice(2)}`;
        push(`${date},${line.texts[0]},'0000,${amountText(line.amountCents)},${line.direction},${amountText(balance)}`, line);
      }
      push(`Starting Balance,=,${amountText(openingCents)}`);
      push(`Credit,=,${amountText(credit)}`);
      push(`Debet,=,${amountText(debit)}`);
      push(`Ending Balance,=,${amountText(balance)}`);
      break;
    case "bca-bisnis":
    case "bca-resaved": {
      const resaved = account.layout === "bca-resaved";
      const money = resaved ? indonesian : english;
      const field = resaved ? csvField : quote;
      push(resaved ? "Informasi Rekening - Mutasi Rekening, , , , ," : `"Informasi Rekening - Mutasi Rekening"," "," "," "," ",`);
      push("");
      push(field(`No. rekening : ${account.accountNo}`));
      push(field(`Nama : ${account.holder}`));
      push(field(`Periode : ${slashFull(firstDay)} - ${slashFull(lastDay)}`));
      push(field("Kode Mata Uang : Rp"));
      push(["Tanggal Transaksi", "Keterangan", "Cabang", "Jumlah", "Saldo"].map(field).join(","));
      for (const line of sorted) {
        next(line);
        const date = resaved ? slashFull(line.day) : `${ddmm(line.day).slice(0, 2)}/${ddmm(line.day).slice(2)}`;
        const branch = resaved ? "0" : "0000";
        push([date, line.texts[0], branch, `${money(line.amountCents)} ${line.direction}`, money(balance)].map(field).join(","), line);
      }
      push(field(`Saldo Awal : ${money(openingCents)}`));
      push(`${field(`Mutasi Debet : ${money(debit)}`)},${field(String(debits))}`);
      push(`${field(`Mutasi Kredit : ${money(credit)}`)},${field(String(credits))}`);
      push(field(`Saldo Akhir : ${money(balance)}`));
      break;
    }
    case "bca-pratinjau":
      push(["No", "Tanggal", "Keterangan", "Debit", "Kredit", "Saldo"].join("\t"));
      sorted.forEach((line, i) => {
        next(line);
        const amount = rupiah(line.amountCents);
        push([String(i + 1), slashFull(line.day), line.texts[0], line.direction === "DB" ? amount : "-", line.direction === "CR" ? amount : "-", rupiah(balance)].join("\t"), line);
      });
      break;
    case "mandiri-mcm":
      push("Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit");
      for (const line of sorted) {
        next(line);
        const date = slashShort(line.day);
        const amount = quote(english(line.amountCents));
        const cells = [account.accountNo, date, date, line.direction === "CR" ? "6902" : "7001", quote(line.texts[0]), quote(line.texts[1] ?? ""), line.reference];
        push([...cells, line.direction === "DB" ? amount : '".00"', line.direction === "CR" ? amount : '".00"'].join(","), line);
      }
      break;
    case "mandiri-excel":
      // the Indonesian Excel statement as Convert Mutasi hands it on: one Rincian Transaksi, datetimes
      push("Tgl.,Tgl. Val.,Rincian Transaksi,No. Referensi,Debit,Kredit,Saldo,Branch Code");
      for (const line of sorted) {
        next(line);
        const cells = [
          `${slashFull(line.day)} ${clock(line.second, ":")}`, slashFull(line.day), csvField(line.texts.join(" ").trim()), line.reference,
          line.direction === "DB" ? amountText(line.amountCents) : "0.00", line.direction === "CR" ? amountText(line.amountCents) : "0.00", amountText(balance), "0011",
        ];
        push(cells.join(","), line);
      }
      break;
    case "bni-internet":
      push("Post Date,Value Date,Branch,Journal,Description,Debit,Credit");
      for (const line of sorted) {
        next(line);
        const stamp = `${slashShort(line.day)} ${clock(line.second, ".")}`;
        const amount = quote(english(line.amountCents));
        push([stamp, stamp, "0259", String(100000 + out.length), csvField(line.texts[0]), line.direction === "DB" ? amount : ".00", line.direction === "CR" ? amount : ".00"].join(","), line);
      }
      break;
    case "dana": {
      // semicolons, SETTLE_DATE with its +07:00, TXN_AMOUNT in cents, a refund negative
      push("SETTLEMENT_TXN_ID;TXN_ID;TXN_TYPE;ACQUIREMENT_ID;MID;SETTLE_DATE;MERCHANT_NAME;TXN_AMOUNT;TXN_CURRENCY");
      sorted.forEach((line, i) => {
        next(line);
        const refund = line.direction === "DB";
        const reference = line.reference || `3${String(line.day).padStart(7, "0")}${String(i).padStart(8, "0")}`;
        const settled = `${dateOfDay(line.day)}T${clock(line.second, ":")}+07:00`;
        push([`${dateOfDay(line.day).replace(/-/g, "")}${String(i + 1).padStart(4, "0")}`, reference, refund ? "REFUND" : "PAYMENT", `ACQ${String(i + 1).padStart(6, "0")}`, account.accountNo, settled, account.holder, String(refund ? -line.amountCents : line.amountCents), "IDR"].join(";"), line);
      });
      break;
    }
    case "bri-cms":
      push("ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,MUTASI_DEBET,MUTASI_KREDIT,SALDO_AKHIR_MUTASI,GLSIGN,TRUSER,KODE_TRAN_TELLER,TRREMK,TLBDS1,TLBDS2");
      sorted.forEach((line, i) => {
        const before = next(line);
        const time = clock(line.second, "");
        const cells = [
          String(i + 1), account.accountNo, `${slashFull(line.day)} ${time.slice(0, 2)}:${time.slice(2, 4)}`, slashFull(line.day), String(Number(time)), "1",
          csvField(line.texts[0]), amountText(before), line.direction === "DB" ? amountText(line.amountCents) : "0.00",
          line.direction === "CR" ? amountText(line.amountCents) : "0.00", amountText(balance), line.direction === "CR" ? "Cr" : "Db", "8888001", "4101",
          csvField(line.texts[1] ?? ""), "", "",
        ];
        push(cells.join(","), line);
      });
      break;
  }
  return { account, kind: KIND[account.layout], text: `${out.join("\r\n")}\r\n`, statementDate: dateOfDay(lastDay), lineAt, closingCents: balance };
}
