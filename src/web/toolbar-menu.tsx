/**
 * The toolbar's Menu (issue 10, item 5; issue 25, item 4; docs/web.md, "Screen"): the actions that are not everyday
 * ones. The menu opens under its button, right-aligned with it (beside the rail on a phone held sideways), no wider
 * than the screen and no taller than the room below its top, also when the screen turns while it is open (it scrolls
 * inside itself). It closes on a choice, on Escape (focus goes back to Menu), on a tap anywhere outside it (the tap
 * does nothing else: a sheet under the menu takes it), and when the keyboard focus leaves it. Menu says whether the
 * menu is open (`aria-expanded`); opened from the keyboard, the menu takes the focus on its first button. The arrow
 * keys Up and Down (and Home, End) walk its buttons as in any menu, Tab too.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { T } from './i18n.js';
import { ToolbarIcon } from './toolbar-icons.js';

/** Room kept between the menu's foot and the screen's, in CSS pixels. */
const MENU_MARGIN = 8;

/**
 * The button a key moves the focus to among `count` buttons from button `at` (-1: Menu itself): Down the next, Up the
 * one before (both round the ends), Home the first, End the last; null for any other key.
 */
export function menuStep(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowUp') return at <= 0 ? count - 1 : at - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface ToolbarMenuProps {
  t: T;
  open: boolean;
  onOpen(open: boolean): void;
  /** The game's name, its rules when not the defaults, and the deal in full, at the head of the menu (the status line may show them short). */
  gameName: string;
  rulesName: string | null;
  dealText: string;
  /** The menu's buttons; a click on any of them closes the menu after the button has done its work. */
  children: ComponentChildren;
}

export function ToolbarMenu(props: ToolbarMenuProps) {
  const { t, open, onOpen } = props;
  const more = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  /** Set when the keyboard opened the menu: its first button takes the focus. */
  const focusFirst = useRef(false);

  const close = () => {
    const hadFocus = menu.current?.contains(document.activeElement) ?? false;
    onOpen(false);
    if (hadFocus) more.current?.focus();
  };

  // A layout effect: Escape works from the moment the menu shows.
  useLayoutEffect(() => {
    if (!open) return;
    // Escape closes the menu and nothing else (not the table's selection, not a panel under it).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onOpen(false);
        more.current?.focus();
        return;
      }
      // The arrows walk the menu's buttons while the focus is on Menu or in the menu (the disabled ones are passed by).
      if (!wrap.current?.contains(document.activeElement)) return;
      const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
      const next = menuStep(event.key, buttons.indexOf(document.activeElement as HTMLButtonElement), buttons.length);
      if (next === null) return;
      event.preventDefault();
      event.stopPropagation();
      buttons[next].focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  // The menu's height follows the screen while it is open: a phone turned sideways with the menu open has less room.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    const fit = () => {
      element.style.maxHeight = `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top - MENU_MARGIN)}px`;
    };
    fit();
    if (focusFirst.current) element.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    focusFirst.current = false;
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [open]);

  return (
    <span
      class="more-wrap"
      ref={wrap}
      onFocusOut={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrap.current?.contains(next)) onOpen(false);
      }}
    >
      <button
        type="button"
        ref={more}
        class="tab more"
        data-action="more"
        aria-expanded={open}
        aria-controls="toolbar-menu"
        onClick={(event) => {
          // A click from the keyboard (Enter or Space) has no pointer position: detail 0.
          focusFirst.current = !open && event.detail === 0;
          onOpen(!open);
        }}
      >
        <ToolbarIcon name="more" />
        <span class="label">{t('more')}</span>
      </button>
      {open ? <span class="menu-scrim" data-testid="menu-scrim" onClick={() => onOpen(false)} /> : null}
      <div
        id="toolbar-menu"
        ref={menu}
        class="toolbar-menu"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('button')) close();
        }}
      >
        <p class="menu-heading">
          <strong>{props.gameName}</strong>
          {props.rulesName ? ` · ${props.rulesName}` : ''} {props.dealText}
        </p>
        {props.children}
      </div>
    </span>
  );
}
