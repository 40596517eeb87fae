/**
 * The toolbar (docs/web.md, "Screen"): the game's name, deal, moves, the solver's indicator and the language switch
 * together; then the buttons in groups that wrap as wholes — the game (New game, Restart, Undo, Redo), play (the
 * game's own buttons, Hint, Deal to a choice, Play on) and the rest (Second deal, Demo, Rules, Statistics, Link,
 * Settings; under "More" on a phone). Every part that comes and goes during a game keeps its room (stable-slot.tsx), and what appears by
 * itself (Play it out, a line's Stop) floats with the messages (messages.tsx): the table never moves.
 */
import { useState } from 'preact/hooks';
import type { Move, MoveType } from '../core/game.js';
import type { Verdict } from '../solver/types.js';
import type { T } from './i18n.js';
import type { Language } from './i18n.js';
import { GameClock } from './game-clock.js';
import { type Ghost, StableSlot } from './stable-slot.js';
import type { SessionMeta } from './stats.js';

export type ToolbarDialog = 'new' | 'rules' | 'stats' | 'settings' | 'link';

export interface ToolbarProps {
  t: T;
  language: Language;
  gameName: string;
  dealText: string;
  moves: number;
  /** The game's meta for the clock, or null when the setting hides the clock. */
  clock: SessionMeta | null;
  /**
   * The solver's indicator: null when the setting hides it; `hidden` when the game is over (its room stays, so the
   * table does not move); else the verdict to show.
   */
  verdict: Verdict | 'searching' | 'hidden' | null;
  canRestart: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The game's own buttons, every one it can ever show (GameDefinition `buttonMoves`), in order. */
  buttonMoves: readonly MoveType[];
  /** Those of `buttonMoves` that are legal now (at most one at a time, checked by a test over every game). */
  legalButtonMoves: readonly MoveType[];
  hintedAction: MoveType | null;
  playing: boolean;
  hintShown: boolean;
  /** A demo or *Play it out* line is playing (its Stop floats with the messages, messages.tsx). */
  lineRunning: boolean;
  /** A forced game's Play on (Perpetual Motion): null in other games, else whether it is offered now and runs. */
  playOn: { offered: boolean; running: boolean } | null;
  /** "Deal to a choice": null in a game without deals to make, else whether it is offered now. */
  dealOn: boolean | null;
  onDealOn(): void;
  /** Go, No Go's second-deal preview: null when not offered, else whether it shows. */
  secondDeal: boolean | null;
  onLanguage(): void;
  onDialog(dialog: ToolbarDialog): void;
  onRestart(): void;
  onUndo(): void;
  onRedo(): void;
  onSpecial(move: Move): void;
  onHint(): void;
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
        <StableSlot ghosts={[{ as: 'span', class: 'moves-room', text: t('movesCount', { count: 8888 }) }]}>
          <span class="moves-count">{t('movesCount', { count: props.moves })}</span>
        </StableSlot>
        {props.clock ? (
          <StableSlot ghosts={[{ as: 'span', class: 'clock-room', text: '88:88' }]}>
            <GameClock meta={props.clock} label={t('clock')} />
          </StableSlot>
        ) : null}
        {props.verdict !== null ? (
          <StableSlot ghosts={VERDICTS.map((verdict) => ({ as: 'span', class: 'indicator', text: t(`verdict_${verdict}`) }))}>
            {props.verdict !== 'hidden' ? (
              <span class="indicator solver-indicator" data-verdict={props.verdict} title={t('indicatorTitle')} aria-label={`${t('indicatorTitle')} ${t(`verdict_${props.verdict}`)}`}>
                {t(`verdict_${props.verdict}`)}
              </span>
            ) : null}
          </StableSlot>
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
        {/* Every button that comes and goes during a game keeps its room (stable-slot.tsx): the table never moves. */}
        <span class="group">
          {props.buttonMoves.length > 0 ? (
            <StableSlot ghosts={props.buttonMoves.map((type) => button('special', t(`move_${type}`)))}>
              {props.legalButtonMoves.map((type) => (
                <button type="button" key={type} class={`special${props.hintedAction === type ? ' hinted' : ''}`} data-action={type} onClick={() => props.onSpecial({ type } as Move)}>{t(`move_${type}`)}</button>
              ))}
            </StableSlot>
          ) : null}
          <StableSlot ghosts={[button('', t('hint'))]}>
            {props.playing ? (
              <button type="button" data-action="hint" aria-pressed={props.hintShown} onClick={props.onHint} title={t('hintKey')}>{t('hint')}</button>
            ) : null}
          </StableSlot>
          {props.dealOn !== null ? (
            <StableSlot ghosts={[button('', t('dealOn'))]}>
              {props.dealOn ? <button type="button" data-action="deal-on" onClick={props.onDealOn} title={t('dealOnTitle')}>{t('dealOn')}</button> : null}
            </StableSlot>
          ) : null}
          {props.playOn !== null ? (
            <StableSlot ghosts={[button('special', t('stopPlay')), button('special', t('autoPlay'))]}>
              {props.playOn.offered ? (
                <button type="button" data-action="auto" class="special" onClick={props.onPlayOn}>{props.playOn.running ? t('stopPlay') : t('autoPlay')}</button>
              ) : null}
            </StableSlot>
          ) : null}
          {/* "More" (phones only) goes with the play buttons, so it never wraps onto a row of its own. */}
          <button type="button" class="more" aria-expanded={moreOpen} onClick={() => setMoreOpen(!moreOpen)}>{t('more')} ▾</button>
        </span>
        <span class={`secondary${moreOpen ? ' open' : ''}`} onClick={() => setMoreOpen(false)}>
          {props.secondDeal !== null ? (
            <button type="button" data-action="second-deal" aria-pressed={props.secondDeal} class={props.secondDeal ? 'special' : ''} title={t('secondDeal')} onClick={props.onSecondDeal}>{t('secondDealShort')}</button>
          ) : null}
          <StableSlot ghosts={[button('', t('demo'))]}>
            {props.playing && !props.lineRunning ? <button type="button" data-action="demo" onClick={props.onDemo}>{t('demo')}</button> : null}
          </StableSlot>
          <button type="button" data-action="rules" onClick={() => props.onDialog('rules')}>{t('rules')}</button>
          <button type="button" data-action="stats" onClick={() => props.onDialog('stats')}>{t('stats')}</button>
          <button type="button" data-action="link" onClick={() => props.onDialog('link')}>{t('link')}</button>
          <button type="button" data-action="settings" onClick={() => props.onDialog('settings')}>{t('settings')}</button>
        </span>
      </nav>
    </header>
  );
}

/** Every verdict the indicator can show, so its slot is as wide as the widest. */
const VERDICTS = ['searching', 'won', 'lost', 'unknown'] as const;

function button(classes: string, text: string): Ghost {
  return { as: 'button', class: classes, text };
}
