// A durable queue's delivery loop (the mail outbox, the form webhooks): one round at a time, a round
// every `pollMs` and at once when kicked; a kick during a round runs one more round after it, so work
// queued mid-round is never left for the next poll. A failed round is reported and the loop goes on.

export interface PollRounds {
  /** Runs a round now (or once more after the current one). */
  kick(): void;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
}

export function pollRounds(round: () => Promise<unknown>, options: { pollMs: number; onError(error: unknown): void }): PollRounds {
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }
  const timer = setInterval(kick, options.pollMs);
  timer.unref();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
