/**
 * The toolbar (docs/web.md, "Screen"), in two layouts.
 *
 * - Wider than a phone: the game's name, deal, moves, clock, the solver's indicator and the language switch together;
 *   then the buttons in groups that wrap as wholes — the game (New game, Restart, Undo, Redo), play (the game's own
 *   buttons, Hint, Deal to a choice, Play on) and the rest (Second deal, Demo, Rules, Statistics, Link, Settings).
 * - A phone, upright or sideways (PHONE_QUERY; issue 10, item 5): a status line (name, deal, moves, clock, indicator) over one row of
 *   five buttons, each a picture over a word — New game, Undo, the game's own button, Hint and More; everything else
 *   is in the menu that opens under More (toolbar-menu.tsx).
 *
 * Every part that comes and goes during a game keeps its room (stable-slot.tsx), and what appears by itself (Play it
 * out, a line's Stop) floats with the messages (messages.tsx): the table never moves.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
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

export type ToolbarDialog = 'new' | 'rules' | 'stats' | 'settings' | 'link';

/**
 * Screens this narrow get the phone's toolbar (style.css uses the same width for the rest of the phone layout), and so
 * do screens this short: a phone held sideways (740×360, 844×390), where the wide toolbar's rows of buttons would
 * take a third of the height from the table.
 */
export const PHONE_QUERY = '(max-width: 560px), (max-height: 500px)';

export interface ToolbarProps {
  t: T;
  language: Language;
  gameName: string;
  dealText: string;
  /** The deal's number, or null for a deal given as a deck order (the phone's status line shows it short). */
  seed: number | null;
  moves: number;
  /** The game's meta for the clock, or null when the setting hides the clock. */
  clock: SessionMeta | null;
  /**
   * The solver's indicator: null when the setting hides it; `hidden` when the game is over (its room stays, so the
   * table does not move); else the verdict to show.
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
  return usePhone() ? <PhoneToolbar {...props} /> : <WideToolbar {...props} />;
}

/** Whether the screen is a phone's (PHONE_QUERY), following changes (a turned phone, a resized window). */
function usePhone(): boolean {
  const query = useMemo(() => (typeof window !== 'undefined' ? window.matchMedia?.(PHONE_QUERY) : undefined), []);
  const [phone, setPhone] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const change = () => setPhone(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [query]);
  return phone;
}

/** The buttons both layouts show in the same form: what the phone keeps in its menu. */
function restOfTheButtons(props: ToolbarProps): Record<'restart' | 'redo' | 'dealOn' | 'playOn' | 'secondDeal' | 'demo' | 'rules' | 'stats' | 'link' | 'settings', ComponentChildren> {
  const { t } = props;
  return {
    restart: <button type="button" data-action="restart" onClick={props.onRestart} disabled={!props.canRestart}>{t('restart')}</button>,
    redo: <button type="button" data-action="redo" onClick={props.onRedo} disabled={!props.canRedo} title="Ctrl+Shift+Z">{t('redo')}</button>,
    dealOn: props.dealOn ? <button type="button" data-action="deal-on" onClick={props.onDealOn} title={t('dealOnTitle')}>{t('dealOn')}</button> : null,
    playOn: props.playOn?.offered ? <button type="button" data-action="auto" class="special" onClick={props.onPlayOn}>{props.playOn.running ? t('stopPlay') : t('autoPlay')}</button> : null,
    secondDeal: props.secondDeal !== null ? (
      <button type="button" data-action="second-deal" aria-pressed={props.secondDeal} class={props.secondDeal ? 'special' : ''} title={t('secondDeal')} onClick={props.onSecondDeal}>{t('secondDealShort')}</button>
    ) : null,
    demo: props.playing && !props.lineRunning ? <button type="button" data-action="demo" onClick={props.onDemo}>{t('demo')}</button> : null,
    rules: <button type="button" data-action="rules" onClick={() => props.onDialog('rules')}>{t('rules')}</button>,
    stats: <button type="button" data-action="stats" onClick={() => props.onDialog('stats')}>{t('stats')}</button>,
    link: <button type="button" data-action="link" onClick={() => props.onDialog('link')}>{t('link')}</button>,
    settings: <button type="button" data-action="settings" onClick={() => props.onDialog('settings')}>{t('settings')}</button>,
  };
}

/**
 * The move counter and the clock. Wide: each in a slot as wide as its widest form, so the title never wraps anew.
 * Phone (`tight`): as wide as they are now, on a status line that never wraps (only the name's ellipsis follows them).
 */
function MovesAndClock(props: ToolbarProps & { tight: boolean }) {
  const { t } = props;
  const moves = <span class="moves-count">{t('movesCount', { count: props.moves })}</span>;
  const clock = props.clock ? <GameClock meta={props.clock} label={t('clock')} /> : null;
  if (props.tight) return <>{moves}{clock}</>;
  return (
    <>
      <StableSlot ghosts={[{ as: 'span', class: 'moves-room', text: t('movesCount', { count: 8888 }) }]}>{moves}</StableSlot>
      {clock ? <StableSlot ghosts={[{ as: 'span', class: 'clock-room', text: '88:88' }]}>{clock}</StableSlot> : null}
    </>
  );
}

/**
 * The solver's indicator. Wide: in a slot as wide as its widest verdict. Phone (`tight`): short words, as wide as the
 * verdict shown, at the end of the status line (a change only moves the name's ellipsis).
 */
function Indicator(props: ToolbarProps & { tight: boolean }) {
  const { t } = props;
  if (props.verdict === null) return null;
  const words = (verdict: string) => t(`${props.tight ? 'verdictShort' : 'verdict'}_${verdict}`);
  if (props.chance !== undefined) return <ChanceIndicator {...props} chance={props.chance} words={words} />;
  const shown = props.verdict !== 'hidden' ? (
    <span class="indicator solver-indicator" data-verdict={props.verdict} title={t('indicatorTitle')} aria-label={`${t('indicatorTitle')} ${t(`verdict_${props.verdict}`)}`}>
      {words(props.verdict)}
    </span>
  ) : null;
  if (props.tight) return shown;
  return <StableSlot ghosts={VERDICTS.map((verdict) => ({ as: 'span', class: 'indicator', text: words(verdict) }))}>{shown}</StableSlot>;
}

function WideToolbar(props: ToolbarProps) {
  const { t } = props;
  const switchTo = props.language === 'ru' ? 'EN' : 'RU';
  const rest = restOfTheButtons(props);
  return (
    <header class="toolbar">
      <div class="title">
        <strong class="game-name">{props.gameName}</strong>
        <span class="deal-number">{props.dealText}</span>
        <MovesAndClock {...props} tight={false} />
        <Indicator {...props} tight={false} />
        {/* The language switch sits with the title, so the buttons wrap as groups and never leave it alone. Its
            accessible name begins with the text it shows (WCAG "label in name"). */}
        <button type="button" data-action="language" class="language" onClick={props.onLanguage} aria-label={t('languageSwitch', { code: switchTo })}>{switchTo}</button>
      </div>
      <nav class="buttons">
        <span class="group">
          <button type="button" data-action="new" onClick={() => props.onDialog('new')}>{t('newGame')}</button>
          {rest.restart}
          <button type="button" data-action="undo" onClick={props.onUndo} disabled={!props.canUndo} title="Ctrl+Z">{t('undo')}</button>
          {rest.redo}
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
          {props.dealOn !== null ? <StableSlot ghosts={[button('', t('dealOn'))]}>{rest.dealOn}</StableSlot> : null}
          {props.playOn !== null ? <StableSlot ghosts={[button('special', t('stopPlay')), button('special', t('autoPlay'))]}>{rest.playOn}</StableSlot> : null}
        </span>
        <span class="secondary">
          {rest.secondDeal}
          <StableSlot ghosts={[button('', t('demo'))]}>{rest.demo}</StableSlot>
          {rest.rules}
          {rest.stats}
          {rest.link}
          {rest.settings}
        </span>
      </nav>
    </header>
  );
}

/**
 * The phone's toolbar: the status line, then one row of New game, Undo, the game's own button, Hint and More. A
 * picture over a short word; the word is the button's whole name (WCAG "label in name"), the long one its title.
 */
function PhoneToolbar(props: ToolbarProps) {
  const { t } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  const switchTo = props.language === 'ru' ? 'EN' : 'RU';
  const rest = restOfTheButtons(props);
  const deal = props.seed === null ? t('dealOrderShort') : t('dealShort', { deal: props.seed });
  return (
    <header class={`toolbar phone${menuOpen ? ' menu-open' : ''}`}>
      <div class="title status-line">
        {/* The deal number shows only when it fits whole beside the name (else it wraps out of sight; the menu's
            head says both); the name gives way last, to an ellipsis. */}
        <span class="name-and-deal">
          <strong class="game-name">{props.gameName}</strong>
          <span class="deal-number">
            <span class="sr-only">{props.dealText}</span>
            <span aria-hidden="true">{deal}</span>
          </span>
        </span>
        <MovesAndClock {...props} tight />
        <Indicator {...props} tight />
      </div>
      <nav class="buttons tab-row">
        {tab('new', t('newGame'), () => props.onDialog('new'))}
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
        <ToolbarMenu t={t} open={menuOpen} onOpen={setMenuOpen} gameName={props.gameName} dealText={props.dealText}>
          {rest.restart}
          {rest.redo}
          {rest.dealOn}
          {rest.playOn}
          {rest.secondDeal}
          {rest.demo}
          {rest.rules}
          {rest.stats}
          {rest.link}
          {rest.settings}
          <button type="button" data-action="language" class="language" onClick={props.onLanguage}>{t('languageSwitch', { code: switchTo })}</button>
        </ToolbarMenu>
      </nav>
    </header>
  );
}

/** A phone toolbar button: its picture over its word. */
function tab(
  action: IconName,
  label: string,
  onClick: () => void,
  options: { key?: string; classes?: string; disabled?: boolean; title?: string; pressed?: boolean } = {},
) {
  return (
    <button type="button" key={options.key} class={`tab ${options.classes ?? ''}`} data-action={action} onClick={onClick} disabled={options.disabled} title={options.title} aria-pressed={options.pressed}>
      <ToolbarIcon name={action} />
      <span class="label">{label}</span>
    </button>
  );
}

function tabGhost(classes: string, icon: IconName, text: string): Ghost {
  return { as: 'button', class: `tab ${classes}`, text, icon: <ToolbarIcon name={icon} /> };
}

/**
 * The indicator in fair mode: the chance to win from here, from the samples of the player that does not peek
 * ("About 62 %"), or the verdict's words while it thinks or when it drew none.
 */
function ChanceIndicator(props: ToolbarProps & { tight: boolean; chance: number | 'searching' | null; words: (verdict: string) => string }) {
  const { t, chance } = props;
  const text = chance === 'searching' ? props.words('searching') : chance === null ? props.words('unknown') : t('chanceAbout', { percent: chancePercent(chance) });
  const spoken = chance === 'searching' ? t('verdict_searching') : chance === null ? t('verdict_unknown') : text;
  const shown = props.verdict !== 'hidden' ? (
    <span class="indicator solver-indicator" data-chance={typeof chance === 'number' ? chancePercent(chance) : String(chance)} title={t('chanceTitle')} aria-label={`${t('chanceTitle')}: ${spoken}`}>
      {text}
    </span>
  ) : null;
  if (props.tight) return shown;
  return <StableSlot ghosts={[t('chanceAbout', { percent: 100 }), props.words('searching'), props.words('unknown')].map((ghost) => ({ as: 'span', class: 'indicator', text: ghost }))}>{shown}</StableSlot>;
}

/** Every verdict the indicator can show, so its slot is as wide as the widest. */
const VERDICTS = ['searching', 'won', 'lost', 'unknown'] as const;

function button(classes: string, text: string): Ghost {
  return { as: 'button', class: classes, text };
}
