import type { IncomingMessage, ServerResponse } from "node:http";

/** How long a refused client may go on sending before its connection is cut. */
export const LINGER_MS = 2_000;

/**
 * A refusal answered while the client is still sending its body (413, 403, 415) ends the
 * connection. Node's server closes the socket as soon as the answer is written; the kernel then
 * meets the unread bytes with a reset, which can reach the client before it has read the answer
 * (the client sees ECONNRESET or EPIPE, never the refusal). So the close lingers, as RFC 9112
 * §9.6 asks: the answer is followed by a half-close, what still arrives is read and thrown away
 * until the client hangs up, and after LINGER_MS the socket is closed whatever it does.
 */
export function lingerAfterAnswer(res: ServerResponse) {
  const socket = res.socket;
  if (!socket) return;
  res.once("finish", () => {
    // Node's destroySoon() has just ended the socket and waits for its FIN to be written to destroy
    // it: that destroy is the early close. The FIN still goes; the close waits for the client.
    socket.removeListener("finish", socket.destroy);
    if (socket.destroyed) return;
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once("close", () => clearTimeout(cut));
    socket.once("end", () => socket.destroy());
  });
}

/**
 * Makes the route's body reader fail without closing the socket under it (which `destroy`
 * would): what the client sends afterwards is read into nothing while the close lingers.
 */
export function failBodyReader(req: IncomingMessage, error: Error) {
  if (req.listenerCount("error") > 0) req.emit("error", error);
  req.resume();
}
