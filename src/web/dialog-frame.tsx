/**
 * The modal frame every dialog shares: a backdrop (a click on it closes), a titled box with a close button, the first
 * control focused on opening, Escape to close. A dialog fits a phone's width: wide tables scroll inside their own box
 * (rules pages), and the statistics table becomes one block per game on narrow screens (style.css).
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { T } from './i18n.js';

export function Modal({ title, onClose, children, t }: { title: string; onClose: () => void; children: ComponentChildren; t: T }) {
  const ref = useRef<HTMLDivElement>(null);
  // A layout effect, as the menu's: Escape (and the focus) work from the moment the dialog shows, not after a frame.
  useLayoutEffect(() => {
    ref.current?.querySelector<HTMLElement>('button, input, select')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div class="backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div class="dialog" role="dialog" aria-modal="true" aria-label={title} ref={ref}>
        <header>
          <h2>{title}</h2>
          <button type="button" class="close" onClick={onClose} aria-label={t('close')}>×</button>
        </header>
        {children}
      </div>
    </div>
  );
}
