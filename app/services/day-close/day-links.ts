/** The Tutup Hari page of one website and day; the dashboard's calendar and the page's own forms link here. */
export function dayHref(website: string, date: string): string {
  return `/tutuphari?${new URLSearchParams({ website, date })}`;
}

/** The day's summary file (Tutup Hari), a plain download link. */
export function summaryHref(website: string, date: string, format: "csv" | "xlsx"): string {
  return `/export/tutuphari.${format}?${new URLSearchParams({ website, date })}`;
}

/** The dashboard's 'Tutup Hari' calendar: days oldest first, and per website whether each is closed. */
export interface CloseCalendar {
  days: string[];
  websites: { website: string; closed: boolean[] }[];
}
