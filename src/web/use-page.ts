/**
 * Small hooks on the page around the table: the window's size, where the table starts, a line of text shown for a
 * while, the player's motion preference, and the settings with what follows from them (saved, the language, the
 * theme). Each owns its listener or timer, so the app holds none.
 */
import { type RefObject } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { i18next } from './i18n.js';
import type { Settings, Storage } from './storage.js';
import { applyTheme } from './themes.js';

/** The window's inner size in CSS pixels, following resizes. */
export function useViewport(): { width: number; height: number } {
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

/** The page offset of the element's top in CSS pixels (56 before it is laid out), checked after every render. */
export function useTopOf(ref: RefObject<HTMLElement>): number {
  const [top, setTop] = useState(56);
  useLayoutEffect(() => {
    const next = Math.round(ref.current?.getBoundingClientRect().top ?? 56) + window.scrollY;
    if (Math.abs(next - top) > 2) setTop(next);
  });
  return top;
}

/** A text shown for `ms` milliseconds after `show` (a newer one starts the time again); null when none is shown. */
export function useTimedText(ms: number): [string | null, (text: string) => void] {
  const [shown, setShown] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown]);
  return [shown?.text ?? null, (text) => setShown({ text, at: Date.now() })];
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
