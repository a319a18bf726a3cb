/**
 * A full garbage collection between the parts of a long job, such as the amount ranges of a
 * large reconciliation. V8 lets its heap grow to about four times what survived its last
 * collection before it collects again, and a collection that falls in the middle of a part
 * counts that part's working data as survivors: a 30 MB statement whose names look alike grew
 * the server by 700 MB that way, and by 250 MB with a collection after each part, when little
 * is alive. A collection of the server's usual heap takes a few tens of milliseconds.
 *
 * Needs node's --expose-gc (the serve script in package.json); without it this does nothing.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
