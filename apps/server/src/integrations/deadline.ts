/**
 * The caller's signal, also aborted with a `TimeoutError` after `ms`. Not
 * `AbortSignal.any([caller, AbortSignal.timeout(ms)])` on its own: Node holds a combined signal's
 * sources weakly, so a timeout signal nothing else references can be garbage-collected before it
 * fires, and the call then waits for ever (a hung AI provider was never abandoned once the test
 * file had run enough to collect). The timer holds the controller until it fires.
 */
export function withDeadline(caller: AbortSignal, ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms,
  );
  // A finished call must not keep the process alive until its deadline.
  timer.unref();
  return AbortSignal.any([caller, controller.signal]);
}
