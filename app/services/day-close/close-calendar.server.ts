import { Op } from "sequelize";
import { DayClose } from "~/models/models.server";
import { addDays } from "../reports/report-range";
import type { CloseCalendar } from "./day-links";

/** The dashboard's 'Tutup Hari' calendar: the 14 days up to the chosen date, per website, open or closed. */
export const CALENDAR_DAYS = 14;

export async function closeCalendar(codes: readonly string[], date: string): Promise<CloseCalendar> {
  const days = Array.from({ length: CALENDAR_DAYS }, (_, index) => addDays(date, index - CALENDAR_DAYS + 1));
  const rows = codes.length
    ? await DayClose.findAll({
        where: { close_website: { [Op.in]: [...codes] }, close_date: { [Op.between]: [days[0], date] }, close_closed: true },
        attributes: ["close_website", "close_date"],
        raw: true,
      })
    : [];
  const closed = new Set(rows.map((row) => `${row.close_website}:${String(row.close_date).slice(0, 10)}`));
  return { days, websites: codes.map((website) => ({ website, closed: days.map((day) => closed.has(`${website}:${day}`)) })) };
}
