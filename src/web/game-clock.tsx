/**
 * The game clock beside the move counter (issue 10, item 4; a setting hides it): the game's time by the statistics
 * rule (stats.ts `clockMs`: pauses count up to two minutes, so the clock shows the time that will count), ticking
 * once a second while the game runs; it stands still while the page is hidden (stats.ts `pauseMeta`: only play time
 * counts). It re-renders itself only, not the table.
 */
import { useEffect, useState } from 'preact/hooks';
import { type SessionMeta, clockMs, formatTime } from './stats.js';

export function GameClock(props: { meta: SessionMeta; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  const running = props.meta.lastActionAt !== null && !props.meta.finished && !props.meta.paused;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const time = formatTime(Math.floor(clockMs(props.meta, Math.max(now, props.meta.lastActionAt ?? 0)) / 1000) * 1000);
  return (
    <span class="game-clock" data-testid="clock" role="timer" aria-label={`${props.label} ${time}`}>
      {time}
    </span>
  );
}
