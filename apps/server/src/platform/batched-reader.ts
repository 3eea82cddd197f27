/**
 * A read of the version that every caller may trust to have started after it asked, shared by all
 * who ask in one turn of the event loop: the read starts in that turn's check phase
 * (setImmediate), after the requests that arrived together were parsed. On PGlite a read costs
 * about 0.3 ms of this thread's time, more than answering a cached page or search, so one read
 * per request would halve the throughput; one per turn costs little, and no request is answered
 * from a version read before it arrived. Used for the listings version (server rendering, search).
 */
export function batchedReader<T>(read: () => Promise<T>): () => Promise<T> {
  let scheduled: Promise<T> | undefined;
  return () => {
    if (!scheduled) {
      scheduled = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // Whoever asks from now on needs a read that starts later than this one.
        scheduled = undefined;
        return read();
      });
    }
    return scheduled;
  };
}
