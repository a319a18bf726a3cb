import { jakartaDate } from "~/services/jakarta-time";
import { decodeHtml } from "./client";

/** The Jakarta business date `days` days before today, YYYY-MM-DD. */
export function daysAgo(days: number, now: Date = new Date()): string {
  const today = Date.parse(`${jakartaDate(now)}T00:00:00Z`);
  return new Date(today - days * 86_400_000).toISOString().slice(0, 10);
}

const stripTags = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** Header texts of the table labelled `label` (aria-label), in order. */
export function tableHeaders(html: string, label: string): string[] {
  const start = html.indexOf(`aria-label="${label}"`);
  if (start < 0) throw new Error(`no table "${label}"`);
  const head = /<thead[^>]*>([\s\S]*?)<\/thead>/.exec(html.slice(start));
  if (!head) throw new Error(`table "${label}" has no head`);
  return [...head[1].matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) => stripTags(match[1]));
}

/** Cell texts of the row marked data-row-id="id" (tags removed, whitespace collapsed). */
export function rowCells(html: string, id: number): string[] {
  const row = new RegExp(`<tr[^>]*data-row-id="${id}"[^>]*>([\\s\\S]*?)</tr>`).exec(html);
  if (!row) throw new Error(`no row ${id}`);
  return [...row[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => stripTags(match[1]));
}

/** Raw HTML of the row marked data-row-id="id". */
export function rowHtml(html: string, id: number): string {
  const row = new RegExp(`<tr[^>]*data-row-id="${id}"[^>]*>([\\s\\S]*?)</tr>`).exec(html);
  if (!row) throw new Error(`no row ${id}`);
  return row[1];
}

/** Ids of the rows shown, in order. */
export function rowIds(html: string): number[] {
  return [...html.matchAll(/data-row-id="(\d+)"/g)].map((match) => Number(match[1]));
}

/** A cell by its column header. */
export function cellOf(html: string, label: string, id: number, header: string): string {
  const headers = tableHeaders(html, label);
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return rowCells(html, id)[index];
}

/** Every body row of the table labelled `label`, as cell texts. */
export function bodyRows(html: string, label: string): string[][] {
  const start = html.indexOf(`aria-label="${label}"`);
  if (start < 0) throw new Error(`no table "${label}"`);
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html.slice(start));
  if (!body) return [];
  return [...body[1].matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => stripTags(match[1])),
  );
}

/** Whether the HTML has an element carrying all these attributes (in any order), e.g. {name: "sel", value: "12"}. */
export function hasElement(html: string, attributes: Record<string, string>): boolean {
  const lookaheads = Object.entries(attributes)
    .map(([name, value]) => `(?=[^>]*\\s${name}="${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}")`)
    .join("");
  return new RegExp(`<[a-z]+\\b${lookaheads}[^>]*>`).test(html);
}
