import { z } from "zod";
import { contentDisposition } from "./download-name";
import { ServiceError, ValidationError } from "../errors";
import { assertSafeText, fieldMessage } from "./input-text";
import { BODY_INVALID_MESSAGE, INVALID_VALUE_MESSAGE, indonesianIssue } from "./issue-message";
import { API_NOT_FOUND_MESSAGE, DATABASE_BUSY_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE } from "./messages";

/** The JSON reply of a failed /api call: the spec's `status` flag and a message. */
export function apiErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof ServiceError) {
    // a refused upload body may still be arriving: close rather than reuse the connection
    const headers = error.status === 413 ? { Connection: "close" } : undefined;
    return Response.json({ status: false, message: error.message, ...error.details }, { status: error.status, headers });
  }
  if (error instanceof z.ZodError) {
    // parsed without parseInput, so its messages may be zod's English: name the field only
    const field = error.issues[0].path.join(".");
    const message = field ? fieldMessage(field, INVALID_VALUE_MESSAGE) : BODY_INVALID_MESSAGE;
    return Response.json({ status: false, message }, { status: 400 });
  }
  // SQLite's writer waited its whole busy timeout behind a long write (a 100k-line statement
  // matched inside its upload): nothing was written, and the same request later goes through (a
  // clean-room audit: approvals, sign-ins and other websites' uploads answered a bare 500)
  if (error instanceof Error && error.name === "SequelizeTimeoutError") {
    return Response.json({ status: false, message: DATABASE_BUSY_MESSAGE }, { status: 503, headers: { "Retry-After": "10" } });
  }
  console.error(error);
  return Response.json({ status: false, message: "Terjadi kesalahan pada server." }, { status: 500 });
}

/** Runs an /api handler, turning any failure into its JSON reply. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return apiErrorResponse(error);
  }
}

/**
 * Parses a JSON body with a schema; a bad body is a 400 with the first problem named. A string
 * with a control character anywhere in the body is refused before the schema runs.
 */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ValidationError("Body permintaan harus JSON yang valid.");
  }
  // every string of every body, also those a schema lets through as unknown
  assertSafeText(body);
  return parseInput(schema, body);
}

/** Path parameters: none may hold a control character; then the route's schema, a 400 naming the parameter. */
export function parseParams<T extends z.ZodType>(params: Record<string, string | undefined>, schema: T): z.infer<T> {
  assertSafeText(params);
  return parseInput(schema, params);
}

/** What a client sent, through a schema; a refusal is zod's first issue in Indonesian (issue-message.ts). */
export function safeParseInput<T extends z.ZodType>(schema: T, value: unknown) {
  return schema.safeParse(value, { error: indonesianIssue });
}

/** safeParseInput, a refusal thrown as a 400 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = safeParseInput(schema, value);
  if (!parsed.success) throw new ValidationError(describeIssue(parsed.error));
  return parsed.data;
}

/** "field: reason" of the first issue; the reason alone for the body as a whole. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A page of an /api list, as the spec's client reads it: the rows as the body, the total on
 * the first row as `all_data` and in the `x-total-count` header.
 */
export function listReply<Row extends object>(rows: Row[], total: number): Response {
  return Response.json(
    rows.map((row) => ({ ...row, all_data: total })),
    { headers: { "x-total-count": String(total), "Access-Control-Expose-Headers": "x-total-count" } },
  );
}

/** A numeric id from a path parameter; anything else is a 400. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new ValidationError("ID tidak valid.");
  return id;
}

/** The one reply to a method an /api path does not take; a route exports it as the loader or action it has no use for. */
export function methodNotAllowed(): Response {
  return Response.json({ status: false, message: METHOD_NOT_ALLOWED_MESSAGE }, { status: 405 });
}

/** The reply to an /api path no route serves, by any method. */
export function apiNotFound(): Response {
  return Response.json({ status: false, message: API_NOT_FOUND_MESSAGE }, { status: 404 });
}

/** A file download: Content-Disposition attachment, the name in both header forms (ASCII and UTF-8). */
export function attachment(body: BodyInit, fileName: string, contentType = "text/csv; charset=utf-8"): Response {
  return new Response(body, { headers: { "Content-Type": contentType, "Content-Disposition": contentDisposition(fileName) } });
}
