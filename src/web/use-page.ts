/**
 * Small hooks on the page around the table: the space the table has, a line of text shown for a while, the player's
 * motion preference, and the settings with what follows from them (saved, the language, the theme). Each owns its
 * listener or timer, so the app holds none.
 */
import { type RefObject } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { i18next } from './i18n.js';
import type { Settings, Storage } from './storage.js';
import { applyTheme } from './themes.js';

/**
 * A text shown for `ms` milliseconds after `show` (a newer one starts the time again); null when none is shown. With
 * `about` (the position the text speaks of), the text also goes as soon as `about` changes: the reason a move was
 * refused no longer stands once the player has played on, undone or redone.
 */
export function useTimedText(ms: number, about?: unknown): [string | null, (text: string) => void] {
  const [shown, setShown] = useState<{ text: string; at: number; about: unknown } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown]);
  return [shown !== null && shown.about === about ? shown.text : null, (text) => setShown({ text, at: Date.now(), about })];
}

/** True when the player asks for reduced motion (read once). */
export function useReducedMotion(): boolean {
  return useMemo(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false, []);
}

/** The settings and their change: saved at once, the language switched, the theme applied to the page. */
export function useSettings(storage: Pick<Storage, 'saveSettings'>, initial: Settings): [Settings, (patch: Partial<Settings>) => void] {
  const [settings, setSettings] = useState<Settings>(initial);
  useEffect(() => applyTheme(document.documentElement, settings.tableColour, settings.cardBack), [settings.tableColour, settings.cardBack]);
  const change = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    if (patch.language) void i18next.changeLanguage(patch.language);
    setSettings(next);
    storage.saveSettings(next);
  };
  return [settings, change];
}

/**
 * The space the table has, in CSS pixels: the width of the element (the table area, beside a toolbar rail or under a
 * toolbar bar) and the height from its top to the window's foot, less `footRoom` (kept for the messages). Measured after
 * every render, so a toolbar that changes its size, a resize or a turned phone lays the table out anew.
 */
export function useRoomOf(ref: RefObject<HTMLElement>, footRoom: number): { width: number; height: number; measured: boolean } {
  const [room, setRoom] = useState(() => ({ width: window.innerWidth, height: window.innerHeight - 56 - footRoom, measured: false }));
  const [, setResized] = useState(0);
  useEffect(() => {
    const onResize = () => setResized((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    const next = { width: element.clientWidth, height: Math.floor(window.innerHeight - top - footRoom), measured: true };
    if (!room.measured || Math.abs(next.width - room.width) > 1 || Math.abs(next.height - room.height) > 1) setRoom(next);
  });
  return room;
}
