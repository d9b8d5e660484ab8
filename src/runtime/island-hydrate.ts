// The React side of islands: hydrates one island's server markup and, once React has committed it,
// replays what the visitor did meanwhile. Imported dynamically by islands.ts, so React and this
// module reach the browser only when an island is about to be used.
import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandRecording } from './island-events.ts';
import { replayIslandEvents } from './island-replay.ts';

export interface HydrateOptions {
  element: HTMLElement;
  name: string;
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  recording: IslandRecording;
}

/** Resolves once the island is live and the recorded events have been replayed; rejects if it throws. */
export function hydrateIsland(options: HydrateOptions): Promise<void> {
  const { element, name, component, props, recording } = options;
  return new Promise((resolve, reject) => {
    // Renders nothing of its own (the DOM stays the server's); its effect runs after the commit,
    // which is the first moment React's handlers answer events.
    function Live(): ReturnType<typeof createElement> {
      useEffect(() => {
        recording.stop();
        replayIslandEvents(element, recording);
        resolve();
      }, []);
      return createElement(component, props);
    }
    hydrateRoot(element, createElement(Live), {
      onRecoverableError: (error) => console.error(`Island "${name}" hydration:`, error),
      onUncaughtError: reject,
    });
  });
}
