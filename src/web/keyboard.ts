/**
 * What a key press means on the table (docs/web.md, "Input model"). Letter shortcuts are read from the key's place on
 * the keyboard (`KeyboardEvent.code`: `KeyZ`, `KeyH`, …), not from the character it types, so they work on any
 * layout — on a Russian layout the Z key types «я» and still undoes. Arrows, Enter, Space and Escape read
 * `KeyboardEvent.key`, which names them the same on every layout.
 */
import { useEffect, useRef } from 'preact/hooks';

/** The parts of a keyboard event read here (so the functions run in Node tests too). */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & { repeat?: boolean };

/** App-wide shortcuts: undo, redo, hint, new game (issue 10, item 4). */
export type Shortcut = 'undo' | 'redo' | 'hint' | 'new';

/** What a key does on the focused table. */
export type BoardKey = { type: 'arrow'; direction: 'left' | 'right' | 'up' | 'down' } | { type: 'activate' } | { type: 'cancel' } | { type: 'foundation' };

/**
 * The Latin letter a key stands for: from `code` (`KeyZ` → `z`) when the browser gives one, else from `key` when it
 * is a Latin letter (some on-screen keyboards send no code); null for other keys.
 */
export function letterOf(event: Pick<KeyboardEvent, 'key' | 'code'>): string | null {
  const code = /^Key([A-Z])$/.exec(event.code ?? '');
  if (code) return code[1].toLowerCase();
  if (!event.code && /^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  return null;
}

/**
 * The app-wide shortcut of a key press: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl/⌘+Y redo, H (no modifier) hint, F2 or
 * Ctrl/⌘+N new game (a browser tab keeps Ctrl+N for a new window; an installed app and F2 get it); else null.
 */
export function shortcutOf(event: KeyPress): Shortcut | null {
  if (event.key === 'F2' && !event.ctrlKey && !event.metaKey && !event.altKey) return 'new';
  const letter = letterOf(event);
  if (letter === null) return null;
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey) {
    if (letter === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (letter === 'y') return 'redo';
    if (letter === 'n' && !event.shiftKey) return 'new';
    return null;
  }
  if (!command && !event.altKey && letter === 'h') return 'hint';
  return null;
}

const ARROWS: Record<string, 'left' | 'right' | 'up' | 'down'> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** The table's meaning of a key press: arrows move the focus, Enter/Space pick up and put down, Escape puts back, F sends up. */
export function boardKeyOf(event: KeyPress): BoardKey | null {
  const direction = ARROWS[event.key];
  if (direction) return { type: 'arrow', direction };
  if (event.key === 'Enter' || event.key === ' ') return { type: 'activate' };
  if (event.key === 'Escape') return { type: 'cancel' };
  if (!event.ctrlKey && !event.metaKey && !event.altKey && letterOf(event) === 'f') return { type: 'foundation' };
  return null;
}

/**
 * True for a held-down Enter or Space repeating: such a repeat never activates anything. Without this, holding Enter
 * on "New game" opens the dialog and the repeats press the dialog's first button (its Close), and holding Enter on
 * a pile picks it up and puts it back again and again.
 */
export function isRepeatedActivation(event: KeyPress): boolean {
  return event.repeat === true && (event.key === 'Enter' || event.key === ' ');
}

/**
 * Listens for the app-wide shortcuts on the window (not while typing in a field) and calls `handle`, which returns
 * true when it used the shortcut (the key's default action is then prevented); and drops every repeat of a held
 * Enter or Space before anything sees it (`isRepeatedActivation`).
 */
export function useShortcuts(handle: (shortcut: Shortcut) => boolean): void {
  // The latest `handle`, set at each render: the listener (added once) calls the one of the state now. Re-adding the
  // listener in an effect left the previous render's `handle` in place until after the next frame, so a key pressed
  // right after a dialog closed still saw it open and was dropped.
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.target as HTMLElement | null)?.closest?.('input, select, textarea')) return;
      const shortcut = shortcutOf(event);
      if (shortcut && latest.current(shortcut)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isRepeatedActivation(event)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
