/**
 * The New game dialog (docs/web.md, "Screen"; "Winnable deals only"): the eight games with their win rates, the
 * chosen game's presets and options (named as a player reads them), the deal number, and the winnable-deals search.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { GAME_LIST } from '../games/index.js';
import type { AnyGame, Move, Options } from '../core/game.js';
import { defaultOptions, presetOf, resolveOptions } from '../core/options.js';
import { type DealSpec, MAX_SEED } from '../core/deal.js';
import { Modal } from './dialog-frame.js';
import { type WinRateRow, defaultWinRate, percent, winRateOf } from './hints.js';
import { rangeBounds, winRange } from '../solver/statistics.js';
import type { Language, T } from './i18n.js';
import { valueName } from './option-names.js';
import { splitFigures } from './figures.js';
import type { WinnableReply } from './solver-client.js';

/** The measured win rates (src/web/win-rates.json, written by the win-rate run), when the file exists. */
const WIN_RATE_FILES = import.meta.glob('./win-rates.json', { eager: true, import: 'default' }) as Record<string, unknown>;
export const WIN_RATES: unknown = Object.values(WIN_RATE_FILES)[0] ?? null;

/** A random deal number. */
export function randomSeed(): number {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0];
}

/** A random number 0..1 (below 1), from the same source as `randomSeed`. */
export function randomFraction(): number {
  return randomSeed() / 2 ** 32;
}

export interface NewGameProps {
  language: Language;
  t: T;
  current: AnyGame;
  currentOptions: Options;
  onStart: (game: AnyGame, options: Options, deal: DealSpec, line?: Move[]) => void;
  onClose: () => void;
  /** Per game id: deal only deals the solver has proved winnable. */
  winnableOnly: Record<string, boolean>;
  onWinnableOnly: (gameId: string, value: boolean) => void;
  findWinnable: (game: AnyGame, options: Options, fromSeed: number, onProgress: (seed: number, tried: number) => void) => Promise<WinnableReply | null>;
  cancelSearch: () => void;
}

export function NewGameDialog(props: NewGameProps) {
  const { t, language } = props;
  const [searching, setSearching] = useState<{ seed: number; tried: number } | null>(null);
  const searchingRef = useRef(false);
  const [searchMessage, setSearchMessage] = useState<string | null>(null);
  useEffect(() => () => {
    if (searchingRef.current) props.cancelSearch();
  }, []);
  const stopSearch = () => {
    searchingRef.current = false;
    setSearching(null);
    props.cancelSearch();
  };
  const [chosen, setChosen] = useState<AnyGame>(props.current);
  const [chosenOptions, setChosenOptions] = useState<Options>(props.currentOptions);
  // The preset shown is the one the options chosen are (core/options.ts `presetOf`), "own choice" when none: opening the
  // dialog over a classic game shows "classic", and changing one option of a preset says the rules are no longer it.
  const preset = presetOf(chosen, chosenOptions) ?? '';
  const [deal, setDeal] = useState<string>(String(randomSeed()));
  const other: Language = language === 'ru' ? 'en' : 'ru';
  const pick = (game: AnyGame) => {
    setChosen(game);
    setChosenOptions(game === props.current ? props.currentOptions : defaultOptions(game));
  };
  const choosePreset = (name: string) => {
    if (name === '') return;
    const resolved = resolveOptions(chosen, name);
    if (resolved.ok) setChosenOptions(resolved.value);
  };
  const seed = Number(deal);
  const seedValid = /^\d+$/.test(deal.trim()) && seed <= MAX_SEED;
  const winnable = props.winnableOnly[chosen.id] === true;
  const start = async () => {
    if (!seedValid || searchingRef.current) return;
    if (!winnable) {
      props.onStart(chosen, chosenOptions, { seed });
      return;
    }
    searchingRef.current = true;
    setSearchMessage(null);
    setSearching({ seed, tried: 0 });
    const reply = await props.findWinnable(chosen, chosenOptions, seed, (at, tried) => {
      if (searchingRef.current) setSearching({ seed: at, tried });
    });
    if (!searchingRef.current) return; // cancelled
    searchingRef.current = false;
    setSearching(null);
    if (!reply) {
      setSearchMessage(t('winnableFailed'));
    } else if (reply.type === 'found') {
      props.onStart(chosen, chosenOptions, { seed: reply.seed }, reply.moves);
    } else {
      setDeal(String(reply.nextSeed));
      setSearchMessage(t('winnableNotFound', { count: reply.tried, seed: reply.nextSeed }));
    }
  };
  return (
    <Modal title={t('newGame')} onClose={props.onClose} t={t}>
      <div class="game-menu" role="listbox" aria-label={t('games')}>
        {GAME_LIST.map((game) => {
          const rate = defaultWinRate(WIN_RATES, game);
          return (
            <button type="button" role="option" aria-selected={game === chosen} key={game.id} data-game={game.id} class={`game-choice${game === chosen ? ' chosen' : ''}`} onClick={() => !searching && pick(game)}>
              <span class="name">{game.name[language]}</span>
              <span class="other-name">{game.name[other]}</span>
              {rate ? <WinRateText rate={rate} t={t} short /> : null}
            </button>
          );
        })}
      </div>
      <form
        class="game-form"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <div class="rule-fields">
          {Object.keys(chosen.presets).length > 0 ? (
            <label>
              {t('preset')}
              <select value={preset} name="preset" onChange={(e) => choosePreset((e.target as HTMLSelectElement).value)}>
                {preset === '' ? <option value="">{t('presetCustom')}</option> : null}
                {Object.keys(chosen.presets).map((name) => <option key={name} value={name}>{t(`preset_${name}`, { defaultValue: name })}</option>)}
              </select>
            </label>
          ) : null}
          {chosen.options.map((spec) => (
            <label key={spec.key}>
              {spec.label[language]}
              <select
                name={`option-${spec.key}`}
                value={String(chosenOptions[spec.key])}
                onChange={(e) => {
                  const text = (e.target as HTMLSelectElement).value;
                  const value = spec.values.find((v) => String(v) === text);
                  if (value !== undefined) setChosenOptions({ ...chosenOptions, [spec.key]: value });
                }}
              >
                {spec.values.map((value) => <option key={String(value)} value={String(value)}>{valueName(value, t)}</option>)}
              </select>
            </label>
          ))}
        </div>
        <ChosenWinRate rate={winRateOf(WIN_RATES, chosen, chosenOptions)} t={t} />
        <label>
          {t('deal')}
          <span class="deal-row">
            <input name="deal" inputMode="numeric" value={deal} onInput={(e) => setDeal((e.target as HTMLInputElement).value)} aria-invalid={!seedValid} aria-describedby={seedValid ? undefined : 'deal-invalid'} />
            <button type="button" onClick={() => setDeal(String(randomSeed()))}>{t('dealRandom')}</button>
          </span>
        </label>
        {seedValid ? null : <p class="field-error" id="deal-invalid" role="alert" data-testid="deal-invalid">{t('dealInvalid', { max: MAX_SEED })}</p>}
        <label class="toggle">
          <input type="checkbox" name="winnableOnly" checked={winnable} disabled={searching !== null} onChange={(e) => props.onWinnableOnly(chosen.id, (e.target as HTMLInputElement).checked)} />
          {t('winnableOnly')}
        </label>
        {searching ? (
          <p class="searching" role="status" data-testid="deal-search">
            {t('winnableSearching', { seed: searching.seed, count: searching.tried })}{' '}
            <button type="button" data-action="cancel-search" onClick={stopSearch}>{t('cancel')}</button>
          </p>
        ) : searchMessage ? <p class="searching" role="status">{searchMessage}</p> : null}
        <button type="submit" class="primary" data-action="start" disabled={!seedValid || searching !== null}>{t('start')}</button>
      </form>
    </Modal>
  );
}

/** The ends of an undecided rate's range in whole percentages, never equal (rangeBounds): 9,997 won of 10,000 reads 99–100. */
function undecidedBounds(rate: WinRateRow): { lowest: string; highest: string } {
  const range = winRange(rate);
  const bounds = rangeBounds(range.low, range.high, 0);
  return { lowest: bounds.low, highest: bounds.high };
}

/**
 * A 95% interval's ends in whole per cent, the low end rounded down and the high end up (rangeBounds), so that the
 * interval shown holds the true one: 10,000 deals of 10,000 won read "99–100", never "100–100".
 */
function intervalBounds(rate: { low: number; high: number }): { low: string; high: string } {
  return rangeBounds(rate.low, rate.high, 0);
}

/**
 * A measured win rate in words: the rate of a player who sees every card, or the range while some deals are undecided,
 * the run's tally as its title; then, where it was measured, the rate of a player who does not peek (issue 27, item 3).
 * `short` (the game menu's cards): a range alone, never a bare figure — from every undecided deal lost to every one won
 * while some are undecided, else the 95 % interval ("Winnable: 82–85 % of deals") — the rest in the title; the line
 * under the rules says it in full.
 */
function WinRateText({ rate, t, short = false }: { rate: WinRateRow; t: T; short?: boolean }) {
  const interval = intervalBounds(rate);
  const full = rate.unknown > 0
    ? t('winRateUndecided', { ...undecidedBounds(rate), undecided: percent(rate.unknown / rate.deals) })
    : t('winRate', { rate: percent(rate.rate), ...interval });
  const range = rate.unknown > 0 ? undecidedBounds(rate) : { lowest: interval.low, highest: interval.high };
  const shown = short ? t('winRateShort', range) : full;
  const tally = t('winRateTitle', { deals: rate.deals, won: rate.won, lost: rate.lost, unknown: rate.unknown });
  return (
    <span class="win-rate" data-win-rate={rate.rate} title={short ? `${full}. ${tally}` : tally}>
      <Figures text={shown} />
      {rate.fair ? (
        <span class="win-rate-fair" title={t('winRateFairTitle', { deals: rate.fair.deals, won: rate.fair.won, ...intervalBounds(rate.fair) })}>
          {' · '}
          <Figures text={t('winRateFair', { rate: percent(rate.fair.rate) })} />
        </span>
      ) : null}
    </span>
  );
}

/** Text whose figures ("98 %", "98–99 %)") never break across lines (figures.ts): the line breaks between them. */
function Figures({ text }: { text: string }) {
  return <>{splitFigures(text).map((part) => (part.figure ? <span class="figure">{part.text}</span> : part.text))}</>;
}

/**
 * The win rate of the rules chosen in the form (issue 12, item 3): a reading such as Go, No Go's `transfers=suit` has
 * its own row in the win-rate run, the same the rules page shows; "not measured" when the run has none.
 */
function ChosenWinRate({ rate, t }: { rate: WinRateRow | null; t: T }) {
  return (
    <p class="chosen-win-rate" data-testid="chosen-win-rate">
      {t('winRateChosen')} {rate ? <WinRateText rate={rate} t={t} /> : t('winRateNotMeasured')}
    </p>
  );
}
