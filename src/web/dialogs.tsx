/**
 * The app's dialogs besides New game (new-game-dialog.tsx) and Statistics (stats-dialog.tsx): Rules, Settings, Link, and the modal frame
 * they share. A dialog fits a phone's width: wide tables scroll inside their own box (rules pages), and the
 * statistics table becomes one block per game on narrow screens (style.css).
 */
import { CARD_BACKS, CARD_SIZES, TABLE_COLOURS } from './themes.js';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyGame } from '../core/game.js';
import type { GameRecord, Session } from '../core/record.js';
import type { Language } from './i18n.js';
import { recordToQuery } from './link.js';
import type { Settings, Speed } from './storage.js';

export type T = (key: string, options?: Record<string, unknown>) => string;

/** The Settings dialog's choices of the solver's thinking time, in milliseconds. */
export const THINKING_CHOICES = [1000, 3000, 10000, 30000] as const;

export function Modal({ title, onClose, children, t }: { title: string; onClose: () => void; children: ComponentChildren; t: T }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
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

const RULE_PAGES = import.meta.glob('../../docs/rules/*.md', { query: '?raw', import: 'default' }) as Record<string, () => Promise<string>>;

export function RulesDialog(props: { game: AnyGame; language: Language; t: T; onClose: () => void }) {
  const { t } = props;
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const path = (language: Language) => `../../docs/rules/${props.game.id}.${language}.md`;
    const language: Language = Object.hasOwn(RULE_PAGES, path(props.language)) ? props.language : 'en';
    const load = Object.hasOwn(RULE_PAGES, path(language)) ? RULE_PAGES[path(language)] : null;
    if (!load) {
      setHtml('');
      return;
    }
    // The Markdown renderer and the rewriting for players load with the first rules page, not with the app.
    Promise.all([load(), import('./markdown.js'), import('./rules-page.js')]).then(
      ([text, { markdownToHtml }, { rulesForPlayers }]) => setHtml(markdownToHtml(rulesForPlayers(text, props.game, language, t))),
      () => setHtml(''),
    );
  }, [props.game, props.language]);
  return (
    <Modal title={`${t('rules')}: ${props.game.name[props.language]}`} onClose={props.onClose} t={t}>
      {html === null ? <p>…</p> : html === '' ? <p>{t('rulesMissing')}</p> : <div class="rules-text" dangerouslySetInnerHTML={{ __html: html }} />}
      <p class="help">{t('keyboardHelp')}</p>
    </Modal>
  );
}

export function SettingsDialog(props: { settings: Settings; t: T; reducedMotion: boolean; onChange: (patch: Partial<Settings>) => void; onClose: () => void }) {
  const { t, settings } = props;
  const toggle = (name: 'autoFoundation' | 'solverIndicator' | 'warnLosingMove' | 'showClock', text: string) => (
    <label class="toggle">
      <input type="checkbox" name={name} checked={settings[name]} onChange={(e) => props.onChange({ [name]: (e.target as HTMLInputElement).checked })} />
      {text}
    </label>
  );
  const choice = <K extends 'tableColour' | 'cardBack' | 'cardSize'>(name: K, values: readonly Settings[K][]) => (
    <label>
      {t(`theme_${name}`)}
      <select name={name} value={settings[name]} onChange={(e) => props.onChange({ [name]: (e.target as HTMLSelectElement).value } as Partial<Settings>)}>
        {values.map((value) => <option key={value} value={value}>{t(`theme_${name}_${value}`)}</option>)}
      </select>
    </label>
  );
  return (
    <Modal title={t('settings')} onClose={props.onClose} t={t}>
      <form class="game-form" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('language')}
          <select name="language" value={settings.language ?? 'en'} onChange={(e) => props.onChange({ language: (e.target as HTMLSelectElement).value as Language })}>
            <option value="ru">Русский</option>
            <option value="en">English</option>
          </select>
        </label>
        <label>
          {t('speed')}{props.reducedMotion ? ` ${t('speedReducedMotion')}` : ''}
          <select name="speed" value={settings.speed} onChange={(e) => props.onChange({ speed: (e.target as HTMLSelectElement).value as Speed })}>
            {(['off', 'fast', 'normal', 'slow'] as const).map((speed) => <option key={speed} value={speed}>{t(`speed_${speed}`)}</option>)}
          </select>
        </label>
        {choice('tableColour', TABLE_COLOURS)}
        {choice('cardBack', CARD_BACKS)}
        {choice('cardSize', CARD_SIZES)}
        {toggle('autoFoundation', t('autoFoundation'))}
        {toggle('solverIndicator', t('solverIndicatorSetting'))}
        {toggle('showClock', t('showClockSetting'))}
        {toggle('warnLosingMove', t('warnLosingMoveSetting'))}
        <label>
          {t('thinkingTime')}
          <select name="thinkingMs" value={String(settings.thinkingMs)} onChange={(e) => props.onChange({ thinkingMs: Number((e.target as HTMLSelectElement).value) })}>
            {THINKING_CHOICES.map((ms) => <option key={ms} value={String(ms)}>{t('seconds', { count: ms / 1000 })}</option>)}
          </select>
        </label>
      </form>
    </Modal>
  );
}

export function LinkDialog(props: { game: AnyGame; session: Session; t: T; onClose: () => void }) {
  const { t } = props;
  const [withMoves, setWithMoves] = useState(false);
  const [copied, setCopied] = useState(false);
  const record: GameRecord = props.session.record;
  const url = `${location.origin}${location.pathname}${recordToQuery(props.game, record, props.session.cursor, withMoves)}`;
  return (
    <Modal title={t('link')} onClose={props.onClose} t={t}>
      <form class="game-form" onSubmit={(e) => e.preventDefault()}>
        <input class="link-text" readOnly value={url} aria-label={t('linkAddress')} onFocus={(e) => (e.target as HTMLInputElement).select()} />
        <label class="toggle">
          <input type="checkbox" checked={withMoves} onChange={(e) => setWithMoves((e.target as HTMLInputElement).checked)} /> {t('linkWithMoves')}
        </label>
        <button type="button" class="primary" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined)}>{copied ? t('linkCopied') : t('link')}</button>
      </form>
    </Modal>
  );
}
