/**
 * A download's file name in a Content-Disposition header (RFC 6266). Header values are bytes, so
 * the name as given travels percent-encoded in UTF-8 (`filename*`), which browsers use; `filename`
 * carries an ASCII stand-in for clients that read only that: accents dropped (Café -> Cafe),
 * other letters, quotes and control characters replaced by `_`.
 */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${extendedValue(fileName)}`;
}

export function asciiFileName(fileName: string): string {
  return fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
}

/** RFC 5987: what encodeURIComponent leaves as it is, but for ' ( ) *, which the grammar does not allow. */
function extendedValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
