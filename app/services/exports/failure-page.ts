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
