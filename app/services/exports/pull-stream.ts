/**
 * A byte stream that asks its source for the next chunk only when the reader wants one
 * (high-water mark 0): a slow client holds the database reads back instead of piling rows up.
 * A failure after the first bytes aborts the response (the download fails; nothing else can be
 * said once the headers are out) and is logged.
 */
export function pullStream(source: AsyncGenerator<Uint8Array, void, undefined>, onCancel: () => void): ReadableStream<Uint8Array> {
  // the client may go away while a chunk is being made: then the chunk is dropped, not enqueued
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await source.next();
          if (cancelled) return;
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          onCancel();
          if (cancelled) return;
          console.error("export failed while streaming", error);
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        onCancel();
        await source.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
