/**
 * A long job's sign of life: `touch` (which writes the job's row) runs now and then several times
 * per `staleMs` while the work runs, so a row that stops moving for `staleMs` belongs to a process
 * that died. The timer keeps the async context it was started in (the job's agency binding).
 */
export async function whileBeating<T>(
  staleMs: number,
  touch: () => Promise<unknown>,
  work: () => Promise<T>,
  onError: (err: unknown) => void,
): Promise<T> {
  await touch();
  const timer = setInterval(
    () => {
      touch().catch(onError);
    },
    Math.max(1000, Math.floor(staleMs / 6)),
  );
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
