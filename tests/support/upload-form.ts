import type { Client } from "./client";

/** An upload as the upload page posts it: the form's fields and the file as `myfile`. */
export function postUpload(client: Client, apiPath: string, fields: Record<string, string>, name: string, content: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("myfile", new Blob([content], { type: "text/csv" }), name);
  return client.request(apiPath, { method: "POST", body: form });
}
