// Starts React's streaming render and settles once the outcome is known: the HTML stream when the
// shell is ready, or the error when it failed, before a byte is written anywhere. Pages have no
// Suspense boundaries and all data is resolved first, so "the shell" is the whole page.
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { RenderLogger } from '../../contracts/render-context.ts';

export function streamShell(tree: ReactNode, log: RenderLogger): Promise<Readable> {
  return new Promise((resolve, reject) => {
    let isShellReady = false;
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady() {
        isShellReady = true;
        // React stops rendering when this stream is destroyed (the client went away).
        resolve(pipe(new PassThrough()));
      },
      onShellError: reject,
      onError(error) {
        // Errors before the shell reach the caller through the rejection; later ones can only come
        // from inside a Suspense boundary, which React replaces by its fallback.
        if (isShellReady) log.warn({ err: String(error) }, 'render error inside a Suspense boundary');
      },
    });
  });
}
