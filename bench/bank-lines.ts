/**
 * The text of one credit line, channel by channel, as each bank writes it (FORMATS.md). The
 * classes a line gets say what about its writing makes it hard; the visible name is what a person
 * reading the line could tell about the sender.
 */
import type { Prng } from "../app/services/matching/engine/prng";
import {
  amountText,
  ddmm,
  printedName,
  randomCity,
  remarkText,
  slashDate,
  type BankLine,
  type CorporateAccount,
  type LineClass,
  type Player,
} from "./bank-world";

export interface Payer {
  player: Player;
  /** the words of the name on the paying account (the player's, or a relative's) */
  holder: string[];
  /** the payer's own account number and bank code */
  accountNo: string;
  bankCode: string;
}

export type WalletCompany = "DOMPET ANAK BANGSA" | "VISIONET INTERNASI" | "AIRPAY INTERNATION";

interface LineInput {
  account: CorporateAccount;
  payer: Payer;
  amountCents: number;
  day: number;
  second: number;
  classes: Set<LineClass>;
  /** an e-wallet company pays instead of the person (FORMATS.md knows their names on BCA lines only) */
  wallet: WalletCompany | null;
}

const pad = (text: string, width: number) => text.padEnd(width, " ");

/** BCA's clearing code. */
const BCA_CODE = "014";

/** A BCA credit (TRSF E-BANKING, BI-FAST, SWITCHING or an e-wallet's settlement). */
function bcaText(random: Prng, input: LineInput, individual: boolean, padded: boolean): Pick<BankLine, "texts" | "visibleName" | "remarkId"> {
  const { payer, amountCents, day, classes } = input;
  const amount = amountText(amountCents);
  const head = `TRSF E-BANKING CR ${ddmm(day)}/FTSCY/WS95031`;
  // KlikBCA Individual right-aligns the amount and glues the next field to it
  const amountField = individual ? `${" ".repeat(Math.max(1, 18 - amount.length))}${amount}` : ` ${amount} `;
  const gap = padded ? "  " : " ";
  if (input.wallet) {
    classes.add("ewallet");
    if (input.wallet === "AIRPAY INTERNATION") {
      classes.add("shopeepay");
      return { texts: [`${head}${amountField}SF ${ddmm(day)}${gap}${input.wallet}`], visibleName: null, remarkId: null };
    }
    return { texts: [`${head}${amountField}${input.wallet}`], visibleName: null, remarkId: null };
  }
  // TRSF E-BANKING moves money between BCA accounts: a payer at another bank comes by BI-FAST or SWITCHING
  const channel = payer.bankCode === BCA_CODE ? "trsf" : random.weighted([["bifast", 74], ["switching", 26]] as const);
  if (channel !== "trsf") {
    classes.add("bifast");
    const name = printedName(random, payer.holder, 0.5, classes);
    const kind = channel === "bifast" ? "BI-FAST" : "SWITCHING";
    return { texts: [`${kind} CR TANGGAL :${slashDate(day)} TRANSFER DR ${payer.bankCode} ${name}`], visibleName: name.split(" "), remarkId: null };
  }
  const name = printedName(random, payer.holder, 0.12, classes);
  if (random.chance(0.45)) {
    classes.add("remark");
    const remark = remarkText(random, payer.player);
    const remarkField = padded ? pad(remark.text, 18) : remark.text;
    return { texts: [`${head}${amountField}${remarkField}${gap}${name}${padded ? "  " : ""}`], visibleName: name.split(" "), remarkId: remark.id };
  }
  return { texts: [`${head}${amountField}${name}`], visibleName: name.split(" "), remarkId: null };
}

/** A Mandiri MCM credit: its two Description columns, and its Reference No. */
function mandiriText(random: Prng, input: LineInput): Pick<BankLine, "texts" | "visibleName" | "remarkId" | "reference"> {
  const { payer, account, classes } = input;
  const reference = random.chance(0.4) ? "-" : random.chance(0.5) ? random.digits(12) : "";
  if (reference === "-") classes.add("mandiri-dash");
  const name = payer.holder.join(" ").slice(0, 30).trimEnd();
  const shape = random.weighted([["slash", 45], ["dari", 30], ["dari-ke", 25]] as const);
  if (shape === "slash") {
    return { texts: [`DR ${payer.accountNo} KR ${account.accountNo} `, `${random.digits(11)}/${name}/${randomCity(random)} `], visibleName: name.split(" "), remarkId: null, reference };
  }
  if (shape === "dari") return { texts: [`MCM InhouseTrf DARI ${name} `, ""], visibleName: name.split(" "), remarkId: null, reference };
  classes.add("dari-ke");
  const remark = random.chance(0.5) ? remarkText(random, payer.player) : null;
  if (remark) classes.add("remark");
  return {
    texts: [`TRANSFER DARI ${payer.accountNo} KE ${account.accountNo} ${name}`, remark ? `${remark.text} ` : ""],
    visibleName: name.split(" "),
    remarkId: remark?.id ?? null,
    reference,
  };
}

/**
 * A Mandiri Excel statement's credit: one Rincian Transaksi, written as FORMATS.md and the real
 * statement show it (`TRANSFER DARI 1300012345678 BUDI SANTOSO`); nothing known puts a remark there.
 */
function mandiriExcelText(random: Prng, input: LineInput): Pick<BankLine, "texts" | "visibleName" | "remarkId" | "reference"> {
  const { payer, classes } = input;
  const reference = random.chance(0.4) ? "-" : random.digits(10);
  if (reference === "-") classes.add("mandiri-dash");
  const name = payer.holder.join(" ").slice(0, 30).trimEnd();
  const text = random.chance(0.7) ? `TRANSFER DARI ${payer.accountNo} ${name}` : `MCM InhouseTrf DARI ${name}`;
  return { texts: [text], visibleName: name.split(" "), remarkId: null, reference };
}

/** A BNIDirect / BNI internet banking credit: pipe-delimited parts, the name's place varies. */
function bniText(random: Prng, input: LineInput): Pick<BankLine, "texts" | "visibleName" | "remarkId"> {
  const { payer, classes } = input;
  classes.add("bni-pipe");
  const honorific = random.chance(0.6) ? "Sdr " : "";
  if (honorific) classes.add("honorific");
  const name = payer.holder.join(" ");
  const remark = random.chance(0.4) ? remarkText(random, payer.player) : null;
  if (remark) classes.add("remark");
  const journal = random.digits(10);
  const shape = random.weighted([["same-part", 50], ["later-part", 35], ["bifast", 15]] as const);
  if (shape === "same-part") {
    return { texts: [`TRANSFER DARI | PEMINDAHAN DARI ${payer.accountNo} ${honorific}${name} | ${journal} | ${remark?.text ?? ""} |`], visibleName: name.split(" "), remarkId: remark?.id ?? null };
  }
  if (shape === "later-part") {
    return { texts: [`TRANSFER DARI | ${payer.accountNo} | ${honorific}${name} | ${remark?.text ?? journal} | |`], visibleName: name.split(" "), remarkId: remark?.id ?? null };
  }
  classes.add("bifast");
  const cut = printedName(random, payer.holder, 0, classes);
  return { texts: [`BIFAST CR | TRANSFER DR ${payer.bankCode} ${cut} | ${journal} | ${remark?.text ?? ""} |`], visibleName: cut.split(" "), remarkId: remark?.id ?? null };
}

/** A BRI CMS credit: a short DESK_TRAN and the fuller TRREMK. */
function briText(random: Prng, input: LineInput): Pick<BankLine, "texts" | "visibleName" | "remarkId"> {
  const { payer, account } = input;
  const name = payer.holder.join(" ");
  if (random.chance(0.7)) {
    return { texts: [`TRF DARI ${payer.holder[0]}`, `NBMB ${name} TO ${account.holder}`], visibleName: name.split(" "), remarkId: null };
  }
  const cut = printedName(random, payer.holder, 0.3, input.classes);
  input.classes.add("bifast");
  // the code is the sending bank's, as on every BI-FAST line (FORMATS.md), not a random one
  return { texts: ["BI-FAST CR", `BIF TRANSFER DR ${payer.bankCode} ${cut}`], visibleName: cut.split(" "), remarkId: null };
}

export function creditLine(random: Prng, input: LineInput): BankLine {
  const { account } = input;
  let written: Pick<BankLine, "texts" | "visibleName" | "remarkId"> & { reference?: string };
  switch (account.layout) {
    case "bca-individual":
      written = bcaText(random, input, true, true);
      break;
    case "bca-bisnis":
      written = bcaText(random, input, false, true);
      break;
    case "bca-resaved":
    case "bca-pratinjau":
      // Excel and a web page's table both lose BCA's padding: fields are one space apart
      input.classes.add(account.layout === "bca-resaved" ? "bca-resaved" : "bca-copied");
      written = bcaText(random, input, false, false);
      break;
    case "mandiri-mcm":
      written = mandiriText(random, input);
      break;
    case "mandiri-excel":
      written = mandiriExcelText(random, input);
      break;
    case "bni-internet":
      written = bniText(random, input);
      break;
    case "bri-cms":
      written = briText(random, input);
      break;
    case "dana":
      // a DANA settlement line names no payer: its TXN_ID and amount are all there is
      input.classes.add("ewallet");
      input.classes.add("dana");
      written = { texts: [], visibleName: null, remarkId: null, reference: `2${random.digits(15)}` };
      break;
  }
  return {
    account,
    day: input.day,
    second: input.second,
    amountCents: input.amountCents,
    direction: "CR",
    texts: written.texts,
    reference: written.reference ?? "",
    classes: input.classes,
    visibleName: written.visibleName,
    remarkId: written.remarkId,
  };
}

/** A debit nobody filed as a deposit (supplier, payout): other direction, left out of a deposit upload. */
export function debitLine(random: Prng, account: CorporateAccount, day: number, second: number): BankLine {
  const amountCents = (50 + random.int(5000)) * 100_000;
  const name = `${random.pick(["TOKO", "CV", "PT"])} ${random.pick(["MAJU", "JAYA", "SENTOSA", "ABADI"])} ${random.pick(["MAKMUR", "SEJAHTERA", "BERSAMA"])}`;
  const texts =
    account.layout === "dana"
      ? []
      : account.layout === "mandiri-mcm" || account.layout === "mandiri-excel"
      ? [`DR ${account.accountNo} KR ${random.digits(13)} `, `${random.digits(11)}/${name}/${randomCity(random)} `]
      : account.layout === "bni-internet"
        ? [`TRANSFER KE | PEMINDAHAN KE ${random.digits(10)} ${name} | ${random.digits(10)} | |`]
        : account.layout === "bri-cms"
          ? [`TRF KE ${name.split(" ")[1]}`, `NBMB ${account.holder} TO ${name}`]
          : [`TRSF E-BANKING DB ${ddmm(day)}/FTSCY/WS95031 ${amountText(amountCents)} ${name}`];
  return { account, day, second, amountCents, direction: "DB", texts, reference: "", classes: new Set(), visibleName: null, remarkId: null };
}
