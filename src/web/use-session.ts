/**
 * The view's side of the session controller (session-controller.ts): the state now, re-rendered after every change.
 * The same idea as React's `useSyncExternalStore`, in Preact's own hooks (preact/compat is not loaded).
 */
import { useEffect, useState } from 'preact/hooks';
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
