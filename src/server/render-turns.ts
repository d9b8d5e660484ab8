// Page renders take turns: at most one starts per event-loop iteration, in arrival order.
//
// A render is several milliseconds of synchronous work (plan, React, the first compression write).
// Without turns, every request read in one poll phase rendered in that same iteration, so under load
// an iteration lasted (requests waiting) × (render time) — 150–400 ms at 50 connections — and
// everything else the worker does once per iteration waited that long: accepting the connections the
// cluster primary hands over one at a time (each needs a round trip through the worker's loop), reading
// the next request, finishing compression. New connections took seconds to be accepted; that was the
// latency tail. With turns an iteration holds one render, so the loop stays responsive and requests are
// served first come, first served.

const waiting: Array<() => void> = [];
let isScheduled = false;

function runTurn(): void {
  const next = waiting.shift();
  // Scheduled from inside setImmediate, the next turn runs in the next iteration, after I/O is polled.
  if (waiting.length > 0) setImmediate(runTurn);
  else isScheduled = false;
  next?.();
}

/** Resolves when it is this caller's turn to render; the caller renders synchronously right after. */
export function renderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!isScheduled) {
      isScheduled = true;
      setImmediate(runTurn);
    }
  });
}
