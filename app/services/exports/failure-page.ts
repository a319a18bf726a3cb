import { ServiceError } from "../errors";
import { UNKNOWN_EXPORT_FILE } from "./messages";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * A download link that cannot be served answers a short page with the reason and a way back,
 * not a broken file: the link was followed by a plain click, maybe without scripts.
 */
export function exportFailurePage(title: string, message: string, status: number, back: string): Response {
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;padding:2rem"><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Kembali</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/** Where a download link's failure page comes from: its title, the way back, the words for a refusal. */
export interface FailurePageOf {
  title: string;
  back: string;
  reason: (error: ServiceError) => string;
}

export function unknownExportFile(page: FailurePageOf): Response {
  return exportFailurePage(page.title, `${page.title} ${UNKNOWN_EXPORT_FILE}`, 404, page.back);
}

/**
 * Serves a download link: the file, or for a refusal (another website, a bad filter) the page
 * with the service's reason and status; anything else is logged and answered 500 with the title.
 */
export async function exportOrFailurePage(page: FailurePageOf, serve: () => Promise<Response>): Promise<Response> {
  try {
    return await serve();
  } catch (error) {
    if (error instanceof ServiceError) return exportFailurePage(page.title, page.reason(error), error.status, page.back);
    console.error("export failed", error);
    return exportFailurePage(page.title, page.title, 500, page.back);
  }
}
