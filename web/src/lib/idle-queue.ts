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

/** requestIdleCallback's longest idle period: no task, frame or timer due for that long. */
const WHOLE_IDLE_PERIOD_MS = 50;

/**
 * Calls back once the main thread has a whole idle period (nothing due for 50 ms), or after `longestWaitMs`:
 * the end of a page's start-up work (module loads, hydration, carousels starting), not a gap between two of them.
 * A short idle period is followed by a pause of the same 50 ms before the next look: asked again at once, the
 * browser offers the next short gap, and a CPU profile of a first visit showed the looking itself taking 26 ms.
 */
export function whenQuiet(callback: () => void, longestWaitMs = 10_000) {
  if (typeof requestIdleCallback !== 'function') {
    setTimeout(callback, 1);
    return;
  }
  const giveUpAt = performance.now() + longestWaitMs;
  const look = () => requestIdleCallback(check, { timeout: Math.max(1, giveUpAt - performance.now()) });
  const check = (deadline: IdleDeadline) => {
    if (deadline.timeRemaining() >= WHOLE_IDLE_PERIOD_MS - 1 || performance.now() >= giveUpAt) callback();
    else setTimeout(look, WHOLE_IDLE_PERIOD_MS);
  };
  look();
}
