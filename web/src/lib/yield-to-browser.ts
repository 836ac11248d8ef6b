interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one: the browser may paint, take a tap or run other work between the
 * two. On a phone's first visit, start-up steps that each take a few milliseconds no longer add up to one long
 * task. Uses `scheduler.yield()` (the continuation goes ahead of other queued tasks) where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
