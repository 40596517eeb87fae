/**
 * The door to the review after the game (review-dialog.tsx), which is loaded on demand: its script, words and styles
 * stay out of the first load (docs/web.md, "A review after the game"). `loadReview` fetches the chunk once (the app
 * calls it when a game ends, so the review opens at once); `Review` shows the dialog as soon as it is loaded. The
 * service worker precaches the chunk with the rest of the build, so it opens offline too.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ReviewDialogProps } from './review-dialog.js';

type ReviewModule = typeof import('./review-dialog.js');

let loading: Promise<ReviewModule> | null = null;

/** The review's chunk (fetched once; a failed fetch is tried again on the next call). */
export function loadReview(): Promise<ReviewModule> {
  loading ??= import('./review-dialog.js').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The review dialog, once its chunk is loaded (nothing until then). */
export function Review(props: ReviewDialogProps) {
  const [module, setModule] = useState<ReviewModule | null>(null);
  useEffect(() => {
    let live = true;
    loadReview().then((loaded) => live && setModule(() => loaded), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return module ? <module.ReviewDialog {...props} /> : null;
}
