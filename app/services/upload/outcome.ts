// Pure: the upload page shows an upload's outcome with it on the server (no scripts) and in the browser (XHR).

/** A row an upload was refused for (the reply's `errors`). */
export interface UploadProblem {
  line: number;
  column: string;
  reason: string;
}

/** What the page shows after an upload: the spec's sentences, one per line, and the refused rows. */
export interface UploadOutcome {
  severity: "success" | "info" | "error";
  lines: string[];
  problems?: UploadProblem[];
}

/**
 * Spec section 8: `status: true` → 'ℹ️ Data sudah ada untuk tanggal <date>.'; `status: false` →
 * each data message as '✅ <message>'.
 */
export function replyOutcome(reply: { status: boolean; message: string; data?: string[] }): UploadOutcome {
  if (reply.status) return { severity: "info", lines: [`ℹ️ ${withStop(reply.message)}`] };
  const messages = reply.data?.length ? reply.data : [reply.message];
  return { severity: "success", lines: messages.map((message) => `✅ ${message}`) };
}

/** An upload that failed on the server: '❌ Upload failed: <message>' and the problem rows. */
export function failureOutcome(message: string, problems?: UploadProblem[]): UploadOutcome {
  const reason = message.replace(/^❌\s*/, "");
  return { severity: "error", lines: [`❌ Upload failed: ${reason}`], problems: problems?.length ? problems : undefined };
}

/** A validation message of spec section 5, shown as it is ('❌ Harap pilih file terlebih dahulu.'). */
export function invalidOutcome(message: string): UploadOutcome {
  return { severity: "error", lines: [message] };
}

/** 'Baris 14, kolom Amount: Nominal tidak valid' */
export function problemLine(problem: UploadProblem): string {
  return `Baris ${problem.line}${problem.column ? `, kolom ${problem.column}` : ""}: ${problem.reason}`;
}

function withStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
