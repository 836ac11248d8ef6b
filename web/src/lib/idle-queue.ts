type Job = () => void;

const queue: Job[] = [];
let waiting = false;

/** How long a job may wait for an idle moment on a page that is never idle (an animation, a busy phone). */
const LONGEST_WAIT_MS = 3000;

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: LONGEST_WAIT_MS });
  else setTimeout(callback, 1);
}

function runNext() {
  waiting = false;
  queue.shift()?.();
  if (queue.length > 0) wait();
}

function wait() {
  if (waiting) return;
  waiting = true;
  whenIdle(runNext);
}

/**
 * Runs the job when the main thread is idle, one job per idle period: jobs queued together (several carousels
 * coming near the screen at once) never add up to one long task. Returns a function that takes the job back.
 */
export function runWhenIdle(job: Job): () => void {
  queue.push(job);
  wait();
  return () => {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
  };
}
