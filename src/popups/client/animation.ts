// A popup's entrance and exit: the entrance animation names of src/elements/animations.ts on the
// dialog, played forwards to open and backwards to close; nothing moves under reduced motion.

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const EXIT_CLASS = 'foyer-popup-exit';

/** Stops a running animation and removes its classes. */
export function clearAnimation(content: HTMLElement, name: string): void {
  content.classList.remove('animated', EXIT_CLASS);
  if (name) content.classList.remove(name);
}

/** Starts the entrance; the classes come off when it ends. */
export function playEntrance(content: HTMLElement, name: string): void {
  if (!name || prefersReducedMotion()) return;
  content.classList.remove(EXIT_CLASS);
  content.classList.add('animated', name);
  content.addEventListener('animationend', () => clearAnimation(content, name), { once: true });
}

/**
 * Plays the exit, then calls `done`. Also after the duration (plus a frame) in case `animationend`
 * never comes (the tab is hidden, the name has no keyframes). Returns a cancel function.
 */
export function playExit(content: HTMLElement, options: { name: string; seconds: number; done: () => void }): () => void {
  const { name, seconds, done } = options;
  if (!name || seconds <= 0 || prefersReducedMotion()) {
    done();
    return () => {};
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    content.removeEventListener('animationend', finish);
    clearAnimation(content, name);
    done();
  };
  content.classList.remove('animated', name);
  // Restart the keyframes when the entrance was still running.
  void content.offsetWidth;
  content.classList.add('animated', name, EXIT_CLASS);
  content.addEventListener('animationend', finish);
  const timer = setTimeout(finish, seconds * 1000 + 50);
  return () => {
    finished = true;
    clearTimeout(timer);
    content.removeEventListener('animationend', finish);
    clearAnimation(content, name);
  };
}
