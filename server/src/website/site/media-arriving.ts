/**
 * Media being stored in the background (the seed's pictures after a first start): until it
 * settles, a request for a media id that is not stored yet waits for it instead of a 404.
 * Per process: the process that seeds is the one that may be asked first.
 */
let arriving: Promise<unknown> | null = null;

export function mediaArriving(work: Promise<unknown>): void {
  const settled: Promise<unknown> = work.then(
    () => undefined,
    () => undefined,
  );
  arriving = settled;
  void settled.then(() => {
    if (arriving === settled) arriving = null;
  });
}

/** The background media work still running, if any (settles, never rejects). */
export function arrivingMedia(): Promise<unknown> | null {
  return arriving;
}
