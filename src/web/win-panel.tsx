/**
 * A win that feels like one (issue 10, item 4): a panel over the table with the game's time, its moves and the
 * winning streak (read once the win is written to the statistics; no streak when none are kept, as for a deal won by
 * a link's own moves, or when they cannot be read), and buttons for a new deal, for playing the same deal again and
 * for the review after the game (review-entry.tsx). A win the demo played says so, with no streak: the demo's game
 * counts for no statistics (session-stats.ts), and "Won!" over a streak of 0 told the player the win was theirs and
 * lost. The foundations' cards jump in turn
 * (board.tsx `celebrate`; none under reduced motion or with animation off). The panel floats over the table, so it moves nothing; Escape or × closes it.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { T } from './i18n.js';
import { type GameStats, formatTime } from './stats.js';

export interface WinPanelProps {
  t: T;
  /** The game's time in milliseconds. */
  timeMs: number;
  moves: number;
  /** The demo played the game to its win (the player's moves before it, if any, do not make it theirs). */
  byDemo?: boolean;
  /** The statistics of the game's kind once the win is written (null when none are kept). */
  loadStats(): Promise<GameStats | null>;
  onNewDeal(): void;
  onPlayAgain(): void;
  /** Opens the review after the game (review-entry.tsx). */
  onReview(): void;
  onClose(): void;
}

export function WinPanel(props: WinPanelProps) {
  const { t } = props;
  // undefined while the statistics are read; null when none are kept for this game (a game won by a link's own moves)
  // or they could not be read: no streak then, rather than a '…' for ever.
  const [stats, setStats] = useState<GameStats | null | undefined>(undefined);
  const first = useRef<HTMLButtonElement>(null);
  // A layout effect: Escape (and the focus) work from the moment the panel shows, not after a frame.
  useLayoutEffect(() => {
    let live = true;
    if (props.byDemo) setStats(null);
    else props.loadStats().then((loaded) => live && setStats(loaded), () => live && setStats(null));
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && props.onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      live = false;
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <section class="win-panel" role="dialog" aria-modal="false" aria-labelledby="win-title" data-testid="win-panel">
      <button type="button" class="close" onClick={props.onClose} aria-label={t('close')}>×</button>
      <h2 id="win-title">{t(props.byDemo ? 'wonByDemoTitle' : 'wonTitle')}</h2>
      <dl>
        <dt>{t('winTime')}</dt>
        <dd data-stat="time">{formatTime(props.timeMs)}</dd>
        <dt>{t('winMoves')}</dt>
        <dd data-stat="moves">{props.moves}</dd>
        {stats === null ? null : (
          <>
            <dt>{t('winStreak')}</dt>
            <dd data-stat="streak">{stats ? t('winStreakValue', { current: stats.currentStreak, best: stats.bestStreak }) : '…'}</dd>
          </>
        )}
      </dl>
      <div class="win-buttons">
        <button type="button" ref={first} class="special" data-action="new-deal" onClick={props.onNewDeal}>{t('newDeal')}</button>
        <button type="button" data-action="play-again" onClick={props.onPlayAgain}>{t('playAgain')}</button>
        <button type="button" data-action="review" onClick={props.onReview}>{t('review')}</button>
      </div>
    </section>
  );
}
