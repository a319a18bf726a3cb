/**
 * GET /api/whitelist: the IP gate in server.ts has already admitted the caller (or answered
 * 403); any client-supplied IP header is ignored.
 */
export function loader() {
  return Response.json({ message: "Success" });
}
