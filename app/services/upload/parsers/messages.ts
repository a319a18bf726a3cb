import { formatRupiah } from "~/services/money";
import { formatSpecDate } from "~/services/spec-date";
import { RETURN_DAYS_BACK } from "../ingest/return-window";

/** File-level refusals, in the product's words (spec section 8 style: a ❌ and one sentence). */
export const MESSAGES = {
  empty: "❌ File kosong.",
  headerOnly: "❌ File hanya berisi header, tidak ada data.",
  binary: "❌ File bukan CSV teks (biner).",
  tooLarge: (maxBytes: number) => `❌ File terlalu besar (maksimal ${formatSize(maxBytes)}).`,
  mixedEncoding: (line: number) => `❌ File mencampur beberapa encoding (baris ${line}). Simpan ulang file sebagai CSV UTF-8.`,
  unreadableByte: (line: number) => `❌ File berisi karakter yang tidak bisa dibaca (baris ${line}). Simpan ulang file sebagai CSV UTF-8.`,
  spreadsheetUnreadable: (reason: string) => `❌ File Excel tidak bisa dibaca: ${reason}`,
  spreadsheetEmpty: "❌ File Excel tidak berisi sheet dengan data.",
  /** a cell Excel wrote in scientific notation (1.23457E+12): a number made of what is left would be another ticket or account */
  excelDamaged: (text: string, exportedFrom: "BO" | "bank") =>
    `Angka rusak oleh Excel: "${text}" (digit aslinya hilang). Ekspor ulang dari ${exportedFrom} dan unggah tanpa menyimpannya lewat Excel, atau format kolom ini sebagai teks`,
} as const;

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** A statement read against the clerk's choices (issue 14: read faithfully). */
export const STATEMENT_MESSAGES = {
  /** a second file for a statement day that is not a fuller copy of it: nothing stored, nothing dropped unsaid */
  /** the very file again, some of its days deleted since (Delete BO / Mutasi): the same file is never stored twice */
  sameFileDaysDeleted: (deleted: readonly string[], kept: readonly string[]) =>
    `❌ File ini sudah pernah diupload. Mutasi tanggal ${deleted.map((date) => formatSpecDate(date, { padDay: true })).join(", ")} sudah dihapus sejak itu${kept.length > 0 ? `, tanggal ${kept.map((date) => formatSpecDate(date, { padDay: true })).join(", ")} masih tersimpan` : ""}: upload mutasi tanggal yang dihapus dari file lain (unduh ulang dari bank).`,
  dayHasMoreLines: (days: readonly string[], notStored: number, missingFromFile: number) =>
    `❌ Mutasi tanggal ${days.map(specDay).join(", ")} untuk akun ini sudah diupload dari file lain, tetapi file ini berisi ${notStored} baris yang belum tersimpan dan tidak memuat ${missingFromFile} baris yang sudah tersimpan, jadi bukan salinan lengkap dari mutasi yang sama. Tidak ada yang disimpan: hapus upload sebelumnya (Delete BO / Mutasi) lalu upload file yang lengkap.`,
  /** references Excel turned into 5.01235E+11: stored without them, never paired by them */
  repeatedRows: (count: number) => `${count} baris dobel (ID transaksi, waktu, nominal dan arah sama dengan baris lain di file ini) tidak diimpor: satu pembayaran disimpan sekali.`,
  excelReferences: (count: number) =>
    `${count} baris referensinya rusak oleh Excel (mis. 5.01235E+11): referensi itu tidak disimpan dan tidak dipakai untuk mencocokkan. Simpan ulang file dengan kolom referensi sebagai teks bila perlu.`,
  /** lines whose money this file shows coming back: marked refund, never paired */
  returnedMarked: (count: number, side: "deposit" | "withdraw") =>
    `${count} baris ${side === "withdraw" ? "keluar" : "masuk"} ditandai refund: dananya kembali di file ini (${side === "withdraw" ? "payout gagal" : "deposit dikembalikan"}), tidak dipasangkan dengan data BO.`,
  /** money that came back whose line the upload could not tell: a checker marks it */
  returnedUnplaced: (descriptions: readonly string[]) =>
    `${descriptions.length} dana kembali tidak bisa dipastikan mutasi asalnya (tanpa nama atau rekening yang cocok, cocok dengan mutasi dua hari, atau lebih dari ${RETURN_DAYS_BACK} hari sebelumnya): ${descriptions.map((text) => `"${text}"`).join("; ")}. Tandai mutasinya refund di View Mutasi agar tidak dipasangkan.`,
  /** a statement of money that came back and nothing of the upload's direction: the returns are applied to the lines stored before */
  returnsOnly: (side: "deposit" | "withdraw") =>
    `Tidak ada baris ${side === "withdraw" ? "debit (withdraw)" : "kredit (deposit)"} baru di file ini; dana kembali di dalamnya diterapkan pada mutasi yang sudah tersimpan.`,
  /** the lines such a return may have undone: held for a checker */
  returnedDoubted: (count: number, side: "deposit" | "withdraw") =>
    `${count} baris ${side === "withdraw" ? "keluar" : "masuk"} tidak dipasangkan otomatis karena dana kembali itu bisa dari baris tersebut: lihat saran di View BO.`,
  /** money came back for lines a person paired: theirs to undo */
  returnedPairedByHand: (ids: readonly number[], side: "deposit" | "withdraw") =>
    `Dana mutasi ${ids.map((id) => `#${id}`).join(", ")} kembali (${side === "withdraw" ? "payout gagal" : "deposit dikembalikan"}), padahal sudah dipasangkan manual: mohon dicek dan batalkan pasangannya bila perlu.`,
  /** money came back for lines paired automatically with tickets of closed days: left paired, named for an ADMIN */
  returnedOnClosedDay: (pairs: readonly { mutasiId: number; ticket: string; date: string }[], side: "deposit" | "withdraw") =>
    `Dana ${pairs.map((pair) => `mutasi #${pair.mutasiId} (tiket ${pair.ticket}, hari ${specDay(pair.date)})`).join(", ")} kembali (${side === "withdraw" ? "payout gagal" : "deposit dikembalikan"}), padahal sudah dipasangkan otomatis dan hari itu sudah ditutup: setelah Buka Hari, pasangannya dicocokkan ulang dan tidak lagi otomatis.`,
  /** lines deleted before (Delete BO / Mutasi) and uploaded again: their marks and money-back doubts are theirs again */
  marksRestored: (count: number) =>
    `${count} baris mendapat kembali tandanya (refund, koreksi, dana kembali...) dari upload yang dihapus sebelumnya: cek di View Mutasi bila tanda itu tidak berlaku lagi.`,
  /** a fuller copy of a stored statement day: only its new lines were stored */
  linesAdded: (days: readonly string[], added: number, already: number) =>
    `${added} baris baru ditambahkan ke mutasi ${days.map(specDay).join(", ")} (${already} baris sudah ada).`,
  farFromChosen: (day: string, chosen: string) => `Tanggal ${specDay(day)} lebih dari 7 hari dari Tanggal Mutasi ${specDay(chosen)}`,
  chosenDateMissing: (chosen: string, days: readonly string[]) =>
    `❌ File ini tidak berisi mutasi tanggal ${specDay(chosen)} (Tanggal Mutasi yang dipilih). Tanggal di file: ${days.map(specDay).join(", ")}.`,
  /** a file of no line whose Periode does not hold the chosen day */
  chosenOutsidePeriod: (chosen: string, from: string, to: string) =>
    `❌ File ini tidak berisi mutasi tanggal ${specDay(chosen)} (Tanggal Mutasi yang dipilih): periodenya ${specDay(from)} s/d ${specDay(to)} dan tidak ada baris transaksi.`,
  /** a statement day of an akun bank without a line of the upload's direction: the day is its, with nothing to pair */
  noLinesOfSide: (days: readonly string[], side: "deposit" | "withdraw") =>
    `Tidak ada baris ${side === "withdraw" ? "debit (withdraw)" : "kredit (deposit)"} di file ini: mutasi tanggal ${days.map(specDay).join(", ")} dicatat sudah diupload, tanpa baris untuk dicocokkan.`,
  yearsShifted: (count: number) => `${count} baris bertanggal setahun meleset (file disimpan ulang oleh Excel): tahunnya disesuaikan dengan Tanggal Mutasi.`,
  tolerated: (cents: number) => `Saldo berjalan diperiksa dengan toleransi Rp ${formatRupiah(cents)} per baris (halaman Pratinjau membulatkan sen).`,
  dayTotalDrift: (openingCents: number, movedCents: number, closingCents: number, allowedCents: number) =>
    `❌ Total hari tidak sesuai: saldo awal ${formatRupiah(openingCents)} ${movedCents < 0 ? "-" : "+"} mutasi ${formatRupiah(Math.abs(movedCents))} seharusnya ${formatRupiah(openingCents + movedCents)}, saldo akhir tertulis ${formatRupiah(closingCents)} (selisih lebih dari Rp ${formatRupiah(allowedCents)} yang bisa dijelaskan pembulatan sen).`,
  allPending: "❌ Semua baris masih PEND: unggah lagi setelah diproses bank.",
  /** the same lines, balances and all, as a statement stored for another akun bank: the clerk picked the wrong file or akun */
  copyOfAnotherAccount: (other: string | null, chosen: string, balances: boolean) =>
    `❌ Baris file ini sama persis (${balances ? "tanggal, nominal, keterangan dan saldo" : "tanggal, nominal dan keterangan"}) dengan mutasi ${other === null ? "rekening lain" : `akun ${other}`} yang sudah diupload, jadi bukan mutasi akun yang dipilih (${chosen}). Tidak ada yang disimpan: periksa file dan akun yang dipilih.`,
  /** lines stored for another akun bank that this file holds whole: its morning copy picked under the wrong akun */
  partStoredForAnotherAccount: (other: string | null, chosen: string) =>
    `❌ Mutasi ${other === null ? "rekening lain" : `akun ${other}`} yang sudah diupload sama persis dengan sebagian baris file ini (tanggal, nominal, keterangan, saldo), jadi file ini dan upload itu satu rekening. Tidak ada yang disimpan untuk akun yang dipilih (${chosen}): bila upload itu salah akun, hapus dulu (Delete BO / Mutasi) lalu upload file ini lagi.`,
  /** the very file stored before for another akun bank of the website */
  sameFileOtherAccount: (other: string, chosen: string) =>
    `❌ File yang sama sudah diupload untuk akun ${other}. Untuk akun yang dipilih (${chosen}) tidak ada yang disimpan: periksa file dan akun yang dipilih.`,
  accountMismatch: (inFile: string, chosen: string) => `❌ File ini mutasi rekening ${inFile}, bukan akun yang dipilih (${chosen}).`,
  /** a line of a file whose lines each name their account (Mandiri MCM, BRI) that names another account than the file's first lines */
  lineOfAnotherAccount: (line: string, file: string) => `Baris ini mutasi rekening ${line}, bukan rekening ${file} seperti baris sebelumnya: unggah mutasi tiap rekening dalam file sendiri`,
  /** `1 baris bunga, 2 baris biaya`: the count, then baris, then the mark, as Indonesian orders them */
  marked: (counts: readonly (readonly [mark: string, count: number])[]) =>
    `Bukan transaksi pemain, ditandai dan tidak dicocokkan: ${counts.map(([mark, count]) => `${count} baris ${mark}`).join(", ")}.`,
} as const;

function specDay(iso: string): string {
  return formatSpecDate(iso, { padDay: true });
}
