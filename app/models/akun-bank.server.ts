import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { flag, id, optionalInt, text, withDefault, writtenAt, tableInit, type RowOf } from "./columns.server";

export const JENIS_TRANSAKSI = ["DEPO", "WD"] as const;
export type JenisTransaksi = (typeof JENIS_TRANSAKSI)[number];

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
export const AKUN_BANK_LENGTH = {
  akun_bank_website: 20,
  akun_bank_jenis_transaksi: 4,
  akun_bank_bank: 20,
  akun_bank_name: 100,
  akun_bank_no: 30,
} as const;

/** A corporate bank or e-wallet account of a website (Data Bank). */
export interface AkunBank extends RowOf<ReturnType<typeof columns>> {}
export class AkunBank extends Model<InferAttributes<AkunBank>, InferCreationAttributes<AkunBank>> { static initModel = tableInit("akun_bank", () => columns()); }

const columns = () => ({
  akun_bank_id: id(),
  /** website code */
  akun_bank_website: text(AKUN_BANK_LENGTH.akun_bank_website),
  akun_bank_jenis_transaksi: text<JenisTransaksi>(AKUN_BANK_LENGTH.akun_bank_jenis_transaksi),
  akun_bank_bank: text(AKUN_BANK_LENGTH.akun_bank_bank),
  akun_bank_name: text(AKUN_BANK_LENGTH.akun_bank_name),
  akun_bank_no: text(AKUN_BANK_LENGTH.akun_bank_no),
  akun_bank_status: withDefault(flag(), true),
  akun_bank_created_by: optionalInt(),
  akun_bank_created_at: writtenAt(),
  akun_bank_last_edited_at: writtenAt(),
  akun_bank_last_edited_by: optionalInt(),
});
