/**
 * What the matcher tells a clerk about a BO row (issue 13, point 3): the tier and the reason,
 * in the clerk's words and with what the clerk sees on the statement. Browser-safe: the engine
 * writes these, the screens label the tiers.
 */

/** otomatis: approved; saran: one likely line; ambigu: several lines or rows; tidak ada: no line. */
export const MATCH_TIERS = ["otomatis", "saran", "ambigu", "tidak ada"] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export const TIER_LABELS: Record<MatchTier, string> = {
  otomatis: "Otomatis",
  saran: "Saran",
  ambigu: "Ambigu",
  "tidak ada": "Tidak ada",
};

/** The rows a run left pending, by the tier it gave them. */
export type LeftByTier = Record<Exclude<MatchTier, "otomatis">, number>;

/** Every row a run left pending needs a person, whatever its tier: a row without a line as much as one with two. */
export function toCheck(left: LeftByTier): number {
  return left.saran + left.ambigu + left["tidak ada"];
}

/** `7 perlu dicek (1 saran, 6 tidak ada)`: the tiers named, those with a row */
function leftWords(left: LeftByTier, noun: string): string {
  const tiers = (["saran", "ambigu", "tidak ada"] as const).filter((tier) => left[tier] > 0).map((tier) => `${left[tier]} ${tier}`);
  return `${toCheck(left)} ${noun}perlu dicek${tiers.length ? ` (${tiers.join(", ")})` : ""}`;
}

/** What a run tells the person who started it. */
/** `a, b, c dan 4 lagi`: the first `shown` of a list a reply names, and how many more. */
export function firstOf(items: readonly string[], shown: number, separator = ", "): string {
  const listed = items.slice(0, shown).join(separator);
  return items.length > shown ? `${listed} dan ${items.length - shown} lagi` : listed;
}

export const RECONCILE_MESSAGES = {
  /** a line of an upload's reply */
  uploaded: (website: string, matched: number, left: LeftByTier) => `Rekonsiliasi ${website}: ${matched} cocok otomatis, ${leftWords(left, "")}.`,
  /** View BO's Reconcile sekarang */
  onDemand: (matched: number, left: LeftByTier) => `Rekonsiliasi selesai: ${matched} data cocok otomatis, ${leftWords(left, "data ")}.`,
  /**
   * Automatic pairs a run took back (a late ticket or a new line changed which pair is sure): named,
   * since the BO staff may have acted on the approval (a clean-room audit: taken back in silence)
   */
  takenBack: (pairs: readonly { ticket: string; mutasiId: number; movedTo: number | null }[]) =>
    `${pairs.length} pasangan otomatis diubah oleh data baru, cek ulang di View BO: ${firstOf(
      pairs.map((pair) => `tiket ${pair.ticket} (mutasi #${pair.mutasiId}${pair.movedTo === null ? ", kembali pending" : `, dipindah ke mutasi #${pair.movedTo}`})`),
      10,
      "; ",
    )}.`,
} as const;

/** a pair an ADMIN undid, as both the refused line and the row it leaves for a person are told */
const UNDONE_BY_ADMIN = "pasangannya pernah dibatalkan ADMIN";

/** Deposits are credits from the player, withdrawals debits to the player. */
export type ReasonSide = "deposit" | "withdraw";

export const REASON_WORDS = {
  /** "pengirim" on a credit, "penerima" on a debit */
  party: (side: ReasonSide) => (side === "deposit" ? "pengirim" : "penerima"),
  sameName: (party: string, shown: string) => `Nama ${party} "${shown}" sama`,
  likeName: (party: string, shown: string, fullName: string) => `Nama ${party} "${shown}" mirip "${fullName}"`,
  partName: (party: string, shown: string, fullName: string) => `Nama ${party} "${shown}" hanya sebagian mirip "${fullName}"`,
  otherName: (party: string, shown: string, fullName: string) => `Nama ${party} "${shown}" beda dari "${fullName}"`,
  nameInText: (fullName: string) => `Nama "${fullName}" ada di keterangan`,
  noName: (party: string) => `Tanpa nama ${party}`,
  username: (username: string) => `username ${username} di berita`,
  playerRef: (reference: string) => `ref player ${reference} di berita`,
  ticketNo: (ticket: string) => `no tiket ${ticket} di berita`,
  /** the sender's bank (BI-FAST "TRANSFER DR 014") or the payee's ("TRANSFER KE 009") against the bank of the BO's Player Bank */
  sameBank: (party: string, bank: string) => `bank ${party} ${bank} sama dengan bank player`,
  otherBank: (party: string, bank: string, player: string) => `bank ${party} ${bank}, bank player ${player}`,
  account: (side: ReasonSide, account: string) =>
    side === "deposit" ? `rekening pengirim ${account} = Player Bank` : `rekening tujuan ${account} = nomor rekening player`,
  reference: (reference: string) => `referensi ${reference} sama`,
  amount: (amount: string) => `nominal ${amount} sama`,
  amountShared: (amount: string, alike: number) => `nominal ${amount} sama (${alike} mutasi bernominal itu)`,
  amountUnique: (amount: string) => `nominal ${amount} sama dan unik hari itu`,
  day: (side: ReasonSide, lag: number) => {
    const verb = side === "deposit" ? "masuk" : "keluar";
    if (lag === 0) return `${verb} di tanggal BO`;
    return lag > 0 ? `${verb} ${lag} hari setelah tanggal BO` : `${verb} ${-lag} hari sebelum tanggal BO`;
  },
  /** in place of the day where both times are known: "masuk 6 menit setelah request", "keluar 2 jam 5 menit setelah request" */
  requestTime: (side: ReasonSide, minutes: number) => {
    const verb = side === "deposit" ? "masuk" : "keluar";
    if (minutes === 0) return `${verb} di menit yang sama dengan request`;
    const gap = Math.abs(minutes);
    const hours = Math.floor(gap / 60);
    const length = hours === 0 ? `${gap} menit` : gap % 60 === 0 ? `${hours} jam` : `${hours} jam ${gap % 60} menit`;
    return `${verb} ${length} ${minutes > 0 ? "setelah" : "sebelum"} request`;
  },
  /** saran: the one likely line and what keeps it from being approved */
  likely: (mutasiId: number, clues: string, why: string) => `Kemungkinan mutasi #${mutasiId}: ${clues}. Belum otomatis: ${why}.`,
  weakName: "nama belum cukup mirip",
  /** engine.ts: a gateway report's payment booked for another site user */
  gatewayOtherUser: (username: string) => `laporan gateway mencatat pembayaran ini untuk username ${username}, bukan username player`,
  weakAmount: "tanpa nama dan nominalnya tidak unik",
  weakRoundAmount: "tanpa nama pengirim, dan nominal bulat bisa juga transfer orang lain yang tidak ada di BO",
  /** a nameless line of an odd amount held all the same (an e-wallet's, a line whose text reads as no transfer): never called round (a clean-room audit read "nominal bulat" for Rp 50.123) */
  weakNameless: "tanpa nama pengirim, nominal saja belum cukup: periksa keterangan mutasinya",
  weakOther: "bukti belum cukup",
  /** an amount-only pair whose line names a company, an aggregator or an e-wallet (not a person): never "tanpa nama" (a clean-room audit read it beside `Nama pengirim "FLIP"`) */
  weakNotAPerson: (party: string, name: string, shared: boolean) =>
    `${party} "${name}" bukan nama orang (perusahaan, aggregator atau e-wallet), ${shared ? "dan nominalnya tidak unik" : "nominal saja belum cukup"}`,
  /** a deposit's name alike from another bank than the player registered: a stranger of that name may have paid */
  weakOtherBank: (party: string) => `bank ${party} bukan bank player di BO, bisa orang lain bernama sama: cek rekening ${party}`,
  /** a name alike on a line from an account the BO does not give as the player's */
  notPlayersAccount: (party: string, account: string) => `rekening ${party} ${account} bukan rekening player di BO`,
  /** a copy of the line another website of the same account number paired (reconcile/shared-accounts.server.ts) */
  pairedElsewhere: "sudah dipasangkan di website lain (rekening ini terdaftar untuk lebih dari satu website)",
  /** a deposit's credit hours before its request (engine/thresholds.ts DEPOSIT_EARLY_LIMIT_MINUTES) */
  creditLongBeforeRequest: "uang masuk lebih dari 1 jam sebelum request, bisa pembayaran tiket lain (mis. tiket malam sebelumnya yang belum diupload)",
  /** a payout to an account taught with an alias, where the ticket names another: the ticket says where to pay */
  payoutNotToTicketAccount: (paidTo: string, ticketAccount: string) =>
    `dibayar ke rekening ${paidTo} (alias yang dikonfirmasi), bukan rekening di tiket ${ticketAccount}: pastikan player meminta payout ke rekening itu`,
  /** an alias name on a line from an account that is neither the player's nor one taught with an alias */
  aliasOtherAccount: (party: string) => `rekening ${party} bukan rekening player atau rekening yang dikonfirmasi bersama alias itu`,
  /** refused.ts: an ADMIN unpaired this row once; a person picks its line now */
  undoneByAdmin: `${UNDONE_BY_ADMIN}, pilih mutasinya secara manual`,
  /** namesakes.ts: the line's name fits another player the website knows from its BO, as well or better */
  knownNamesake: (party: string, username: string, fullName: string) =>
    `nama ${party} cocok juga dengan player lain ${username} ("${fullName}") yang dikenal dari data BO`,
  /** named-in-news.ts: the line's news types another known player's username */
  newsNamesOtherPlayer: (username: string, fullName: string) =>
    `berita menyebut username ${username}, milik player lain ("${fullName}") yang dikenal dari data BO: bisa pembayaran untuk player itu`,
  /** named-in-news.ts: the line's news types another known player's registered account */
  newsNamesOtherPlayersAccount: (account: string, username: string, fullName: string) =>
    `berita menyebut rekening ${account}, milik player lain ${username} ("${fullName}") yang dikenal dari data BO: bisa pembayaran untuk player itu`,
  /** named-in-news.ts: the line's news spells another known player's whole name */
  newsNamesOtherPlayerByName: (fullName: string, username: string) =>
    `berita menyebut nama "${fullName}", player lain ${username} yang dikenal dari data BO: bisa pembayaran untuk player itu`,
  /** relatives.ts: the line of the row's alias (a relative) bears the family name of another player with a ticket of the amount */
  relativeRival: (party: string, username: string, fullName: string) =>
    `nama keluarga ${party} sama dengan player lain ${username} ("${fullName}") yang punya tiket bernominal sama: alias belum cukup untuk memilih`,
  /** own-accounts.ts: the line's name is also the holder of one of the website's akun banks (Data Bank) */
  ownAccountHolder: (party: string, bank: string, accountNo: string, holder: string) =>
    `nama ${party} juga nama pemilik akun bank ${bank} ${accountNo} ("${holder}") di Data Bank, bisa transfer antar rekening sendiri`,
  ownAccountNumber: (bank: string, accountNo: string, holder: string) =>
    `rekening ${accountNo} adalah akun bank ${bank} sendiri ("${holder}") di Data Bank, bisa transfer antar rekening sendiri`,
  /** reconcile/split-payments.ts: lines alike that together may pay the player's larger ticket; amounts as formatRupiah writes them, without "Rp" */
  splitPayment: (party: string, lines: number, amount: string, ticket: string, otherAmount: string) =>
    `ada ${lines} mutasi bernominal Rp ${amount} dengan ${party} yang sama, dan tiket lain player ini ${ticket} (Rp ${otherAmount}) belum terbayar: bisa jadi mutasi itu pembayaran tiket tersebut yang dipecah`,
  /** reconcile/split-payments.ts splitPartQuestions: the line and another of another amount from the same person make up the player's larger ticket */
  splitParts: (party: string, mutasiId: number, partAmount: string, ticket: string, otherAmount: string) =>
    `mutasi #${mutasiId} (Rp ${partAmount}) dengan ${party} yang sama, ditambah mutasi ini, pas untuk tiket lain player ini ${ticket} (Rp ${otherAmount}) yang belum terbayar: bisa jadi tiket itu dibayar dengan dua transfer`,
  /** reconcile/split-payments.ts: the line may pay two of the player's other tickets at once */
  combinedTickets: (amount: string, first: string, second: string) =>
    `nominal Rp ${amount} sama dengan jumlah dua tiket lain player ini yang belum terbayar, ${first} dan ${second}: bisa jadi satu transfer untuk keduanya`,
  /** reconcile/payouts-elsewhere.server.ts: another line of the website, of another akun bank, prints the player's own account */
  payoutElsewhere: (account: string, mutasiId: number) =>
    `rekening player ${account} tampil di mutasi #${mutasiId} (akun bank lain): bisa jadi payout tiket ini di sana, dan mutasi ini milik orang lain bernama sama`,
  /** reconcile/payouts-elsewhere.server.ts: another player of the payee's name has a ticket of the amount whose BO names another akun bank */
  namesakeElsewhere: (username: string, fullName: string, corporate: string) =>
    `player lain ${username} ("${fullName}") punya tiket bernominal sama dengan Corporate Bank ${corporate}: operator bisa membayarnya dari akun bank ini`,
  /** reconcile/double-payouts.ts: the payout went out before the ticket, minutes from the same payout for the player's other ticket */
  doublePayout: (apart: number, mutasiId: number, ticket: string) =>
    `keluar sebelum request, ${apart} menit dari payout bernominal sama ke player ini (mutasi #${mutasiId}) untuk tiket ${ticket}: bisa jadi payout ganda tiket itu, bukan payout tiket ini`,
  /** a return the upload could not tell for one line (upload/ingest/returned-lines.server.ts): it may be this line's money */
  returnDoubt: (description: string) => `ada dana kembali yang mungkin dari mutasi ini ("${description}"); tandai refund mutasi yang gagal di View Mutasi, atau pasangkan manual`,
  /** a later BO export gives the ticket another amount than the one stored (upload/ingest/stored-tickets.server.ts); amounts as formatRupiah writes them */
  /** reconcile/masked-accounts.server.ts: the masked account's last digits end another known player's account too */
  maskedOtherPlayer: (shown: string, username: string, fullName: string) =>
    `rekening ${shown} hanya menunjukkan digit terakhir, sama dengan akhir rekening player lain ${username} ("${fullName}") yang dikenal dari data BO`,
  /** reconcile/deleted-tickets.server.ts: a checker deleted the ticket once; a later export brought it back */
  deletedBefore: (by: string, date: string) => `tiket ini pernah dihapus oleh ${by} pada ${date}, lalu diupload lagi: pastikan tiketnya benar, lalu pasangkan manual`,
  boAmountChanged: (latest: string, stored: string) =>
    `BO terbaru mencatat nominal Rp ${latest}, bukan Rp ${stored} yang tersimpan: cek nominalnya di BO, lalu edit nominal atau pasangkan manual`,
  boAmountNote: (latest: string, stored: string) => `BO terbaru mencatat nominal Rp ${latest}, bukan Rp ${stored} yang tersimpan.`,
  /** ambigu */
  severalLines: (count: number, list: string) => `${count} mutasi bisa cocok, pilih satu: ${list}.`,
  /** a listed candidate's bank or e-wallet, as its text names it */
  listedBank: (party: string, bank: string, sameAsPlayer: boolean) => `bank ${party} ${bank}${sameAsPlayer ? ", sama dengan bank player" : ""}`,
  /** `clues`: what the line shows for this row, as clueWords says it, so the clerk sees why the rows tie */
  severalRows: (mutasiId: number, clues: string, rows: string) => `Mutasi #${mutasiId} (${clues}) cocok juga untuk data BO ${rows}: pilih yang benar.`,
  /** the rival is a row a person approved without pairing a line (reconcile/open-rows.server.ts approvedAlone) */
  approvedAloneRival: (mutasiId: number, rows: string) =>
    `Mutasi #${mutasiId} cocok juga untuk data BO ${rows} yang sudah diapprove manual tanpa pasangan mutasi: bisa jadi dana itu untuk tiket tersebut, pilih yang benar.`,
  sharedReference: (list: string) => `Referensi yang sama dipakai beberapa data atau mutasi: ${list}.`,
  tooMany: (list: string) => `Terlalu banyak data dan mutasi mirip untuk diputuskan otomatis: ${list}.`,
  /** tidak ada */
  noLine: (side: ReasonSide, amount: string, days: number) =>
    `Tidak ada mutasi ${side === "deposit" ? "masuk" : "keluar"} bernominal ${amount} di tanggal BO${days > 0 ? " atau sehari sesudahnya" : ""}.`,
  nearest: (list: string) => `Tidak ada mutasi yang cocok. Terdekat: ${list}.`,
  /** reconcile/refunded-lines.server.ts: the row's line is there, marked refund (its money came back) */
  refundedLine: (side: ReasonSide, mutasiId: number, shown: string | null, amount: string, note: string | null) =>
    `Tidak ada mutasi yang cocok. Mutasi #${mutasiId}${shown ? ` "${shown}"` : ""} bernominal ${amount} ditandai refund${note ? ` (${note})` : ""}: ${side === "deposit" ? "dananya dikembalikan" : "payout gagal, dananya kembali"}, tidak membayar tiket ini.`,
  otherAccount: (side: ReasonSide, account: string) => `${side === "deposit" ? "masuk ke" : "keluar dari"} rekening ${account}, bukan rekening BO`,
  otherPayee: (account: string) => `ke rekening ${account}, bukan rekening player`,
  outsideDays: (date: string) => `tanggal ${date} di luar batas`,
  outsideDaysAt: (date: string, time: string) => `tanggal ${date}, ${time}: di luar batas`,
  /** a row of a website sharing the account number, as this website's reasons name it */
  rowElsewhere: "di website lain",
  /** an open ticket of a website sharing the account number whose username the line's news types (reconcile/open-rows.server.ts rowsElsewhere) */
  claimedElsewhere: "bisa milik tiket website lain yang username-nya tertulis di berita (rekening ini terdaftar untuk lebih dari satu website)",
  takenBy: (row: string) => `sudah dipasangkan dengan data BO ${row}`,
  /** a row a person approved without a line would take it (reconcile/open-rows.server.ts approvedAlone) */
  approvedAloneTakes: (row: string) => `mungkin dana data BO ${row} yang sudah diapprove manual tanpa pasangan mutasi`,
  /** a line an ADMIN unpaired from this row: the engine never proposes that pair again */
  undone: UNDONE_BY_ADMIN,
  otherAmount: (amount: string) => `nominal ${amount} beda`,
  notTheName: (fullName: string) => `nama beda dari "${fullName}"`,
  notUnique: "tanpa nama dan nominalnya tidak unik",
  /** withdrawals: a payout is told by its receiver's name or account, never by its amount alone */
  noPayee: "tanpa nama atau rekening penerima",
  /** a ticket the back office itself refused (bo-status.ts): no payment to look for */
  refusedInBo: (status: string) => `Tiket berstatus "${status}" di BO (ditolak, batal atau gagal): tidak dicocokkan otomatis.`,
  /** a status the matcher does not know as live: a person decides */
  unknownBoStatus: (status: string) => `Status BO "${status}" tidak dikenal sebagai tiket aktif: tidak dicocokkan otomatis, cek dan approve manual bila memang dibayar.`,
  /** a pending row no run has judged yet: its website and date have no statement lines */
  notJudged: "Belum dicocokkan: belum ada mutasi untuk website dan tanggal ini.",
  /** a pending row whose stored verdict no longer holds (its pair or its candidates gone without a run since), until the next run */
  judgedAgain: "Belum dicocokkan ulang: klik Reconcile sekarang.",
} as const;

/** Aliases a person's pairing teaches (issue 13, point 5; aliases.server.ts). */
export const ALIAS_MESSAGES = {
  confirmedBy: (account: string, date: string) => `alias dikonfirmasi oleh ${account} pada ${date}`,
  /** the name clause of a reason whose sender is a confirmed alias: `Nama pengirim "SITI AMINAH", alias dikonfirmasi oleh ...` */
  clue: (party: string, shown: string, note: string) => `Nama ${party} "${shown}", ${note}`,
  /** the same where the line names nobody and the alias is its account: `rekening pengirim 1110002222, alias dikonfirmasi oleh ...` */
  accountClue: (party: string, account: string, note: string) => `rekening ${party} ${account}, ${note}`,
  /** the kinds of alias as the list shows them, by the side of the pair that taught it, the only side it counts on */
  kindName: { deposit: "Nama pengirim", withdraw: "Nama penerima" },
  kindAccount: { deposit: "Rekening pengirim", withdraw: "Rekening tujuan" },
  side: { deposit: "Deposit", withdraw: "Withdraw" },
  onlyAdmin: "Hanya ADMIN yang boleh melihat dan menghapus alias.",
  badWebsite: "Website tidak valid.",
  websiteRequired: "Website wajib diisi: kode website, atau all untuk semua website.",
  badId: "ID alias harus angka.",
  notFound: (id: number) => `Alias #${id} tidak ditemukan.`,
  removed: (shown: string, username: string, accounts: readonly string[] = []) =>
    `Alias "${shown}" milik ${username} dihapus.${accounts.length ? ` Alias rekening ${accounts.join(", ")} yang diajarkan pasangan yang sama ikut dihapus.` : ""}`,
  pageTitle: "Alias Pemain",
  pageIntro:
    "Nama atau rekening pengirim (deposit) atau tujuan (withdraw) yang dipelajari dari pasangan yang dikonfirmasi manual: rekonsiliasi berikutnya memakainya sebagai petunjuk seperti nama pemain, hanya untuk jenis transaksi pasangan itu (alias dari deposit tidak dipakai untuk withdraw, dan sebaliknya). Hapus alias yang salah.",
  empty: "Belum ada alias.",
  confirmRemove: (shown: string, username: string) => `Hapus alias "${shown}" milik ${username}? Rekonsiliasi berikutnya tidak memakainya lagi.`,
} as const;
