/**
 * The game clock beside the move counter (issue 10, item 4; a setting hides it): the game's time by the statistics
 * rule (stats.ts `clockMs`: pauses count up to two minutes, so the clock shows the time that will count), turning
 * over at each whole second of the game's time while the game runs; it stands still while the page is hidden
 * (stats.ts `pauseMeta`: only play time counts). It re-renders itself only, not the table.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import { type SessionMeta, clockMs, formatTime } from './stats.js';

export function GameClock(props: { meta: SessionMeta; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  const { meta } = props;
  const running = meta.lastActionAt !== null && !meta.finished && !meta.paused;
  // Each tick comes when the game's time reaches its next whole second, reckoned from the render that changed the meta
  // (an action, the page shown again; a layout effect, so not a frame later): the shown time never lags behind.
  useLayoutEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        setNow(Date.now());
        next();
      }, 1000 - (clockMs(meta, Date.now()) % 1000));
    };
    next();
    return () => clearTimeout(timer);
  }, [running, meta]);
  const time = formatTime(Math.floor(clockMs(meta, Math.max(now, meta.lastActionAt ?? 0)) / 1000) * 1000);
  return (
    <span class="game-clock" data-testid="clock" role="timer" aria-label={`${props.label} ${time}`}>
      {time}
    </span>
  );
}
