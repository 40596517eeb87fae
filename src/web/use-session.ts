/**
 * The view's side of the session controller (session-controller.ts): the state now, re-rendered after every change,
 * and the page's visibility handed to it. The same idea as React's `useSyncExternalStore`, in Preact's own hooks
 * (preact/compat is not loaded).
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { GameState, SessionController } from './session-controller.js';

/** The controller's state; the component renders again after each change. */
export function useSession(controller: SessionController): GameState {
  const [state, setState] = useState(controller.getState);
  useEffect(() => {
    const update = () => setState(controller.getState());
    update();
    return controller.subscribe(update);
  }, [controller]);
  return state;
}

/**
 * Tells the controller whether the page is hidden (issue 28: only play time counts), from the first render on:
 * `visibilitychange` (another tab in front, the window minimised, a phone's app sent to the background), `pagehide`
 * (a reload, the tab closed, another page: the play time so far is saved before the page goes) and `pageshow` (back
 * from the browser's back-forward cache). A game resumed from a save goes on from now (its clock stopped when it was
 * saved hidden).
 */
export function usePageVisibility(controller: SessionController): void {
  // A layout effect: the game's clock agrees with the page from the first picture, not a frame later.
  useLayoutEffect(() => {
    const update = () => controller.setHidden(document.visibilityState === 'hidden');
    const leave = () => controller.setHidden(true);
    update();
    document.addEventListener('visibilitychange', update);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', update);
    };
  }, [controller]);
}
