interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint:
 * a long piece of work split at these points never holds the main thread for the whole of it.
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued
 * tasks), else a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
