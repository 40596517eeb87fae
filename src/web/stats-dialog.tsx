/**
 * The Statistics dialog (docs/web.md, "Statistics"): a row per game and options, the current game's first; on a phone
 * one block per game. "Reset statistics" empties every row at once and offers Undo, which puts them all back, while
 * the dialog stays open (issue 10, item 4).
 */
import { useEffect, useState } from 'preact/hooks';
import { GAMES } from '../games/index.js';
import { defaultOptions, presetOf, resolveOptions, sameOptions } from '../core/options.js';
import { Modal } from './dialog-frame.js';
import type { Language, T } from './i18n.js';
import { valueName } from './option-names.js';
import { type GameStats, emptyStats, formatTime, winRate } from './stats.js';
import type { Storage, StoredStats } from './storage.js';

/**
 * A statistics key (`game|key=value|…`, link.ts `statsKey`) in words: the game's name, then the preset its options are
 * ("Klondike (classic)", core/options.ts `presetOf`), or else the options that differ from its defaults.
 */
export function describeStatsKey(key: string, language: Language, t: T): string {
  const [id, ...pairs] = key.split('|');
  if (!Object.hasOwn(GAMES, id)) return key;
  const game = GAMES[id];
  const defaults = defaultOptions(game);
  const options = resolveOptions(game, undefined, Object.fromEntries(pairs.map((pair) => pair.split('='))));
  const preset = options.ok ? presetOf(game, options.value) : null;
  const isDefaults = options.ok && sameOptions(game, options.value, defaults);
  if (preset !== null && !isDefaults) return `${game.name[language]} (${t(`preset_${preset}`, { defaultValue: preset })})`;
  const changed = pairs.flatMap((pair) => {
    const [name, value] = pair.split('=');
    if (Object.hasOwn(defaults, name) && String(defaults[name]) === value) return [];
    const spec = game.options.find((option) => option.key === name);
    return [spec ? `${spec.label[language]}: ${valueName(value, t)}` : pair];
  });
  return `${game.name[language]}${changed.length ? ` (${changed.join('; ')})` : ''}`;
}

/** The column label of each statistics field (the strings' keys). */
const FIELD_LABELS: Record<keyof GameStats, string> = {
  played: 'stat_played',
  won: 'stat_won',
  currentStreak: 'stat_streak',
  bestStreak: 'stat_bestStreak',
  bestTimeMs: 'stat_bestTime',
  fewestMoves: 'stat_fewestMoves',
};

export function StatsDialog(props: { storage: Storage; language: Language; t: T; currentKey: string; onClose: () => void }) {
  const { t, storage } = props;
  const [rows, setRows] = useState<StoredStats[] | null>(null);
  /** The statistics as they were before a reset, while its Undo is offered. */
  const [beforeReset, setBeforeReset] = useState<StoredStats[] | null>(null);
  const load = () =>
    storage.flush().then(() => storage.allStats()).then((all) => setRows(all.sort((a, b) => (a.key === props.currentKey ? -1 : b.key === props.currentKey ? 1 : a.key.localeCompare(b.key)))));
  useEffect(() => {
    void load();
  }, []);
  const reset = async () => {
    await storage.flush();
    const all = await storage.allStats();
    for (const { key } of all) storage.saveStats(key, emptyStats());
    setBeforeReset(all);
    await load();
  };
  const undoReset = async () => {
    if (!beforeReset) return;
    for (const { key, stats } of beforeReset) storage.saveStats(key, stats);
    setBeforeReset(null);
    await load();
  };
  const columns = ['stat_played', 'stat_won', 'stat_winRate', 'stat_streak', 'stat_bestStreak', 'stat_bestTime', 'stat_fewestMoves'].map((key) => t(key));
  const anyPlayed = rows?.some(({ stats }) => stats.played > 0) ?? false;
  const damaged = (rows ?? []).filter((row) => row.damaged.length > 0);
  return (
    <Modal title={t('stats')} onClose={props.onClose} t={t}>
      {damaged.length > 0 && (
        <p class="stats-damaged" role="status">
          {t('statsDamaged', { list: damaged.map((row) => `${describeStatsKey(row.key, props.language, t)}: ${row.damaged.map((field) => t(FIELD_LABELS[field])).join(', ')}`).join('; ') })}
        </p>
      )}
      {rows === null ? <p>…</p> : rows.length === 0 ? <p>{t('statsEmpty')}</p> : (
        <table class="stats">
          <thead>
            <tr>
              <th>{t('game')}</th>
              {columns.map((name) => <th key={name}>{name}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, stats }) => (
              <tr key={key} data-stats-key={key} class={key === props.currentKey ? 'current' : ''}>
                <td class="stats-game">{describeStatsKey(key, props.language, t)}</td>
                <td data-stat="played" data-label={columns[0]}>{stats.played}</td>
                <td data-stat="won" data-label={columns[1]}>{stats.won}</td>
                <td data-label={columns[2]}>{winRate(stats)}</td>
                <td data-stat="streak" data-label={columns[3]}>{stats.currentStreak}</td>
                <td data-label={columns[4]}>{stats.bestStreak}</td>
                <td data-stat="bestTime" data-label={columns[5]}>{stats.bestTimeMs === null ? '—' : formatTime(stats.bestTimeMs)}</td>
                <td data-stat="fewestMoves" data-label={columns[6]}>{stats.fewestMoves ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div class="confirm-buttons">
        {beforeReset ? (
          <>
            <span class="reset-done" role="status">{t('statsResetDone')}</span>
            <button type="button" data-action="undo-reset" onClick={() => void undoReset()}>{t('undo')}</button>
          </>
        ) : anyPlayed ? (
          <button type="button" data-action="reset-stats" onClick={() => void reset()}>{t('statsReset')}</button>
        ) : null}
      </div>
    </Modal>
  );
}
