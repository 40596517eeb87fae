/**
 * The toolbar (docs/web.md, "Screen"): the game's name, deal, moves, the solver's indicator and the language switch
 * together; then the buttons in groups that wrap as wholes — the game (New game, Restart, Undo, Redo), play (a
 * button per legal special move, Hint, Play it out or Stop, Play on, Second deal) and the rest (Demo, Rules,
 * Statistics, Link, Settings; under "More" on a phone).
 */
import { useState } from 'preact/hooks';
import type { Move, MoveType } from '../core/game.js';
import type { Verdict } from '../solver/types.js';
import type { T } from './dialogs.js';
import type { Language } from './i18n.js';

export type ToolbarDialog = 'new' | 'rules' | 'stats' | 'settings' | 'link';

export interface ToolbarProps {
  t: T;
  language: Language;
  gameName: string;
  dealText: string;
  moves: number;
  /** The solver's verdict to show, or null to show no indicator. */
  verdict: Verdict | 'searching' | null;
  canRestart: boolean;
  canUndo: boolean;
  canRedo: boolean;
  specialMoves: readonly MoveType[];
  hintedAction: MoveType | null;
  playing: boolean;
  hintShown: boolean;
  lineRunning: boolean;
  offerPlayOut: boolean;
  /** Perpetual Motion's Play on: null when not offered, else whether it runs. */
  playOn: boolean | null;
  /** Go, No Go's second-deal preview: null when not offered, else whether it shows. */
  secondDeal: boolean | null;
  onLanguage(): void;
  onDialog(dialog: ToolbarDialog): void;
  onRestart(): void;
  onUndo(): void;
  onRedo(): void;
  onSpecial(move: Move): void;
  onHint(): void;
  onStopLine(): void;
  onPlayOut(): void;
  onPlayOn(): void;
  onSecondDeal(): void;
  onDemo(): void;
}

export function Toolbar(props: ToolbarProps) {
  const { t } = props;
  const [moreOpen, setMoreOpen] = useState(false);
  const switchTo = props.language === 'ru' ? 'EN' : 'RU';
  return (
    <header class="toolbar">
      <div class="title">
        <strong class="game-name">{props.gameName}</strong>
        <span class="deal-number">{props.dealText}</span>
        <span class="moves-count">{t('movesCount', { count: props.moves })}</span>
        {props.verdict !== null ? (
          <span class="solver-indicator" data-verdict={props.verdict} title={t('indicatorTitle')} aria-label={`${t('indicatorTitle')} ${t(`verdict_${props.verdict}`)}`}>
            {t(`verdict_${props.verdict}`)}
          </span>
        ) : null}
        {/* The language switch sits with the title, so the buttons wrap as groups and never leave it alone. Its
            accessible name begins with the text it shows (WCAG "label in name"). */}
        <button type="button" data-action="language" class="language" onClick={props.onLanguage} aria-label={t('languageSwitch', { code: switchTo })}>{switchTo}</button>
      </div>
      <nav class="buttons">
        <span class="group">
          <button type="button" data-action="new" onClick={() => props.onDialog('new')}>{t('newGame')}</button>
          <button type="button" data-action="restart" onClick={props.onRestart} disabled={!props.canRestart}>{t('restart')}</button>
          <button type="button" data-action="undo" onClick={props.onUndo} disabled={!props.canUndo} title="Ctrl+Z">{t('undo')}</button>
          <button type="button" data-action="redo" onClick={props.onRedo} disabled={!props.canRedo} title="Ctrl+Shift+Z">{t('redo')}</button>
        </span>
        <span class="group">
          {props.specialMoves.map((type) => (
            <button type="button" key={type} class={`special${props.hintedAction === type ? ' hinted' : ''}`} data-action={type} onClick={() => props.onSpecial({ type } as Move)}>{t(`move_${type}`)}</button>
          ))}
          {props.playing ? (
            <button type="button" data-action="hint" aria-pressed={props.hintShown} onClick={props.onHint} title={t('hintKey')}>{t('hint')}</button>
          ) : null}
          {props.lineRunning ? (
            <button type="button" data-action="stop-line" class="special" onClick={props.onStopLine}>{t('stopPlay')}</button>
          ) : props.offerPlayOut ? (
            <button type="button" data-action="finish" class="special" onClick={props.onPlayOut}>{t('finish')}</button>
          ) : null}
          {props.playOn !== null ? (
            <button type="button" data-action="auto" class="special" onClick={props.onPlayOn}>{props.playOn ? t('stopPlay') : t('autoPlay')}</button>
          ) : null}
          {props.secondDeal !== null ? (
            <button type="button" data-action="second-deal" aria-pressed={props.secondDeal} class={props.secondDeal ? 'special' : ''} title={t('secondDeal')} onClick={props.onSecondDeal}>{t('secondDealShort')}</button>
          ) : null}
          {/* "More" (phones only) goes with the play buttons, so it never wraps onto a row of its own. */}
          <button type="button" class="more" aria-expanded={moreOpen} onClick={() => setMoreOpen(!moreOpen)}>{t('more')} ▾</button>
        </span>
        <span class={`secondary${moreOpen ? ' open' : ''}`} onClick={() => setMoreOpen(false)}>
          {props.playing && !props.lineRunning ? <button type="button" data-action="demo" onClick={props.onDemo}>{t('demo')}</button> : null}
          <button type="button" data-action="rules" onClick={() => props.onDialog('rules')}>{t('rules')}</button>
          <button type="button" data-action="stats" onClick={() => props.onDialog('stats')}>{t('stats')}</button>
          <button type="button" data-action="link" onClick={() => props.onDialog('link')}>{t('link')}</button>
          <button type="button" data-action="settings" onClick={() => props.onDialog('settings')}>{t('settings')}</button>
        </span>
      </nav>
    </header>
  );
}
