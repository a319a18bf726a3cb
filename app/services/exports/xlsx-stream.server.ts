import { neutraliseText, type CellValue } from "./cells";
import { zipStream } from "./zip-stream.server";

/**
 * A one-sheet .xlsx workbook written as the rows arrive (SheetJS builds the whole workbook in
 * memory; this does not). The package holds the minimum Excel, LibreOffice and SheetJS need:
 * [Content_Types].xml, _rels/.rels, xl/workbook.xml, xl/_rels/workbook.xml.rels, xl/styles.xml
 * and xl/worksheets/sheet1.xml, zipped on the fly by zip-stream.ts.
 *
 * Cells: text is always an inline string (t="inlineStr"), which a spreadsheet never evaluates,
 * and is neutralised like the CSV (a leading = + - @ tab or CR gets a quote) so both files read
 * the same; numbers are numeric cells (amounts stay numbers Excel can sum), shown with a
 * thousands separator; null is an empty cell. The header row is bold and frozen.
 */

export interface XlsxOptions {
  /** the sheet's tab name (at most 31 characters; []:*?/\ are replaced) */
  sheetName?: string;
  /** column widths in characters, by position; default from the header */
  widths?: readonly number[];
  modified?: Date;
}

const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** style indexes of styles.xml's cellXfs */
const STYLE_HEADER = 1;
const STYLE_WHOLE = 2;
const STYLE_DECIMAL = 3;

const CONTENT_TYPES =
  XML_DECL +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  "</Types>";

const ROOT_RELS =
  XML_DECL +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  "</Relationships>";

const WORKBOOK_RELS =
  XML_DECL +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  "</Relationships>";

const STYLES =
  XML_DECL +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  "</cellXfs>" +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  "</styleSheet>";

function workbookXml(sheetName: string): string {
  return (
    XML_DECL +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    "</workbook>"
  );
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = "";
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * Text for XML content: & < > " escaped; characters XML 1.0 cannot carry (control characters
 * but tab, LF, CR) written as OOXML's _xHHHH_ escape, and a literal "_xHHHH_" in the data
 * protected as _x005F_xHHHH_ so a reader does not decode it.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, "_x005F_$1")
    .replace(/[&<>"]/g, (char) => (char === "&" ? "&amp;" : char === "<" ? "&lt;" : char === ">" ? "&gt;" : "&quot;"))
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`);
}

function cellXml(ref: string, value: CellValue): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    return `<c r="${ref}" s="${Number.isInteger(value) ? STYLE_WHOLE : STYLE_DECIMAL}"><v>${value}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(neutraliseText(value))}</t></is></c>`;
}

function sheetName(name: string | undefined): string {
  const clean = (name ?? "Sheet1").replace(/[[\]:*?/\\]/g, " ").trim().slice(0, 31);
  return clean || "Sheet1";
}

async function* sheetXml(
  headers: readonly string[],
  batches: AsyncIterable<CellValue[][]>,
  widths: readonly number[] | undefined,
): AsyncGenerator<string, void, undefined> {
  const letters = headers.map((_, index) => columnLetters(index));
  const cols = headers
    .map((header, index) => {
      const width = Math.min(60, Math.max(8, widths?.[index] ?? header.length + 4));
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join("");
  const headerCells = headers
    .map((header, index) => `<c r="${letters[index]}1" t="inlineStr" s="${STYLE_HEADER}"><is><t xml:space="preserve">${escapeXml(header)}</t></is></c>`)
    .join("");
  yield XML_DECL +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols>` +
    `<sheetData><row r="1">${headerCells}</row>`;
  let rowNumber = 1;
  for await (const rows of batches) {
    let xml = "";
    for (const row of rows) {
      rowNumber += 1;
      xml += `<row r="${rowNumber}">`;
      for (let index = 0; index < row.length; index++) xml += cellXml(`${letters[index] ?? columnLetters(index)}${rowNumber}`, row[index]);
      xml += "</row>";
    }
    if (xml) yield xml;
  }
  yield "</sheetData></worksheet>";
}

/** The .xlsx file's bytes: the fixed parts, then the sheet one batch of rows at a time. */
export function xlsxStream(
  headers: readonly string[],
  batches: AsyncIterable<CellValue[][]>,
  options: XlsxOptions = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  return zipStream(
    [
      { name: "[Content_Types].xml", data: CONTENT_TYPES },
      { name: "_rels/.rels", data: ROOT_RELS },
      { name: "xl/workbook.xml", data: workbookXml(sheetName(options.sheetName)) },
      { name: "xl/_rels/workbook.xml.rels", data: WORKBOOK_RELS },
      { name: "xl/styles.xml", data: STYLES },
      { name: "xl/worksheets/sheet1.xml", data: sheetXml(headers, batches, options.widths) },
    ],
    { modified: options.modified },
  );
}
