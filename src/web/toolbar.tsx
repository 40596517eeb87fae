/**
 * The toolbar (docs/web.md, "Screen"): one layout at every size, as a game's bar. A status line — the game's name, the
 * deal, moves, clock and the solver's indicator — and one row of the everyday actions, each a small picture with a
 * short word: New game, Undo, the game's own button (one place for all of its `buttonMoves`), Hint, and the Menu,
 * which holds the rest (toolbar-menu.tsx): Restart, Redo, the game's extras (Deal to a choice, Play on, Second deal),
 * Demo, Review (the review after the game, review-entry.tsx), Rules, Statistics, Link, Settings and the language.
 *
 * style.css places it: status and buttons on one line where they fit (a desktop, a tablet), the status line over the
 * buttons on a phone held upright, and a rail down the left side on a short screen (a phone held sideways), where the
 * height is the table's. Every part that comes and goes during a game keeps its room (stable-slot.tsx), and what
 * appears by itself (Play it out, a line's Stop) floats with the messages (messages.tsx): the table never moves.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Move, MoveType } from '../core/game.js';
import type { Verdict } from '../solver/types.js';
import type { T } from './i18n.js';
import type { Language } from './i18n.js';
import { GameClock } from './game-clock.js';
import { type Ghost, StableSlot } from './stable-slot.js';
import { chancePercent } from './fair-hint.js';
import type { SessionMeta } from './stats.js';
import { type IconName, ToolbarIcon } from './toolbar-icons.js';
import { ToolbarMenu } from './toolbar-menu.js';
import './toolbar.css';

export type ToolbarDialog = 'new' | 'rules' | 'stats' | 'settings' | 'link' | 'review';

/** Screens this short get the toolbar as a rail down the side (style.css uses the same query): a phone held sideways. */
export const RAIL_QUERY = '(max-height: 500px) and (min-width: 561px)';

export interface ToolbarProps {
  t: T;
  language: Language;
  gameName: string;
  /** The rules in force when they are not the game's defaults ("classic", "own rules"; option-names.ts `rulesName`), else null. */
  rulesName: string | null;
  dealText: string;
  /** The deal's number, or null for a deal given as a deck order (the status line shows it short). */
  seed: number | null;
  moves: number;
  /** The game's meta for the clock, or null when the setting hides the clock. */
  clock: SessionMeta | null;
  /**
   * The solver's indicator: null when the setting hides it; `hidden` when the game is over; else the verdict to show.
   */
  verdict: Verdict | 'searching' | 'hidden' | null;
  /**
   * "Hints see only what I see" (use-solver.ts `chance`): the indicator shows the fair player's chance to win from here
   * (0..1; `searching` while it thinks; null when it drew no samples) instead of the verdict. Undefined: the verdict.
   */
  chance?: number | 'searching' | null;
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
  const [menuOpen, setMenuOpen] = useState(false);
  const switchTo = props.language === 'ru' ? 'EN' : 'RU';
  const deal = props.seed === null ? t('dealOrderShort') : t('dealShort', { deal: props.seed });
  return (
    <header class={`toolbar${menuOpen ? ' menu-open' : ''}`}>
      <div class="title status-line">
        {/* The deal number shows only when it fits whole beside the name (else it wraps out of sight; the menu's head
            says both); the name gives way last, to an ellipsis. */}
        <span class="name-and-deal">
          <strong class="game-name">
            {props.gameName}
            {props.rulesName ? <span class="rules-name"> · {props.rulesName}</span> : null}
          </strong>
          <span class="deal-number">
            <span class="sr-only">{props.dealText}</span>
            <span aria-hidden="true">{deal}</span>
          </span>
        </span>
        <span class="figures">
          <span class="moves-count">{t('movesCount', { count: props.moves })}</span>
          {props.clock ? <GameClock meta={props.clock} label={t('clock')} /> : null}
        </span>
        <Indicator {...props} />
      </div>
      <nav class="buttons tab-row">
        {tab('new', t('newGame'), () => props.onDialog('new'), { title: 'F2' })}
        {tab('undo', t('undo'), props.onUndo, { disabled: !props.canUndo, title: 'Ctrl+Z' })}
        {props.buttonMoves.length > 0 ? (
          <StableSlot ghosts={props.buttonMoves.map((type) => tabGhost('special', type, t(`moveShort_${type}`)))}>
            {props.legalButtonMoves.map((type) =>
              tab(type, t(`moveShort_${type}`), () => props.onSpecial({ type } as Move), {
                key: type,
                classes: `special${props.hintedAction === type ? ' hinted' : ''}`,
                title: t(`move_${type}`),
              }),
            )}
          </StableSlot>
        ) : null}
        <StableSlot ghosts={[tabGhost('', 'hint', t('hint'))]}>
          {props.playing ? tab('hint', t('hint'), props.onHint, { pressed: props.hintShown, title: t('hintKey') }) : null}
        </StableSlot>
        <ToolbarMenu t={t} open={menuOpen} onOpen={setMenuOpen} gameName={props.gameName} rulesName={props.rulesName} dealText={props.dealText}>
          {item('restart', t('restart'), props.onRestart, { disabled: !props.canRestart })}
          {item('redo', t('redo'), props.onRedo, { disabled: !props.canRedo, title: 'Ctrl+Shift+Z' })}
          {props.dealOn ? item('deal-on', t('dealOn'), props.onDealOn, { title: t('dealOnTitle') }) : null}
          {props.playOn?.offered ? item('auto', props.playOn.running ? t('stopPlay') : t('autoPlay'), props.onPlayOn, { classes: 'special' }) : null}
          {props.secondDeal !== null
            ? item('second-deal', t('secondDealShort'), props.onSecondDeal, { pressed: props.secondDeal, classes: props.secondDeal ? 'special' : '', title: t('secondDeal') })
            : null}
          {props.playing && !props.lineRunning ? item('demo', t('demo'), props.onDemo) : null}
          {item('review', t('review'), () => props.onDialog('review'))}
          {item('rules', t('rules'), () => props.onDialog('rules'))}
          {item('stats', t('stats'), () => props.onDialog('stats'))}
          {item('link', t('link'), () => props.onDialog('link'))}
          {item('settings', t('settings'), () => props.onDialog('settings'))}
          {/* Its name begins with the text it shows (WCAG "label in name"). */}
          {item('language', t('languageSwitch', { code: switchTo }), props.onLanguage, { classes: 'language' })}
        </ToolbarMenu>
      </nav>
    </header>
  );
}

/** The solver's indicator in short words, at the end of the status line (its full words are its name). */
function Indicator(props: ToolbarProps) {
  const { t } = props;
  if (props.verdict === null || props.verdict === 'hidden') return null;
  if (props.chance !== undefined) {
    const chance = props.chance;
    const text = chance === 'searching' ? t('verdictShort_searching') : chance === null ? t('verdictShort_unknown') : t('chanceAbout', { percent: chancePercent(chance) });
    const spoken = chance === 'searching' ? t('verdict_searching') : chance === null ? t('verdict_unknown') : text;
    return (
      <span class="indicator solver-indicator" data-chance={typeof chance === 'number' ? chancePercent(chance) : String(chance)} title={t('chanceTitle')} aria-label={`${t('chanceTitle')}: ${spoken}`}>
        {text}
      </span>
    );
  }
  return (
    <span class="indicator solver-indicator" data-verdict={props.verdict} title={t('indicatorTitle')} aria-label={`${t('indicatorTitle')} ${t(`verdict_${props.verdict}`)}`}>
      {t(`verdictShort_${props.verdict}`)}
    </span>
  );
}

interface ButtonOptions {
  key?: string;
  classes?: string;
  disabled?: boolean;
  title?: string;
  pressed?: boolean;
}

/** A toolbar button: its picture with its word, the word its whole name (WCAG "label in name"), the long one its title. */
function tab(action: IconName, label: string, onClick: () => void, options: ButtonOptions = {}) {
  return (
    <button type="button" key={options.key} class={`tab ${options.classes ?? ''}`} data-action={action} onClick={onClick} disabled={options.disabled} title={options.title} aria-pressed={options.pressed}>
      <ToolbarIcon name={action} />
      <span class="label">{label}</span>
    </button>
  );
}

/** A button of the menu: its picture and its words on one line. */
function item(action: IconName, label: ComponentChildren, onClick: () => void, options: ButtonOptions = {}) {
  return (
    <button type="button" class={`menu-item ${options.classes ?? ''}`} data-action={action} onClick={onClick} disabled={options.disabled} title={options.title} aria-pressed={options.pressed}>
      <ToolbarIcon name={action} />
      <span class="label">{label}</span>
    </button>
  );
}

function tabGhost(classes: string, icon: IconName, text: string): Ghost {
  return { as: 'button', class: `tab ${classes}`, text, icon: <ToolbarIcon name={icon} /> };
}
