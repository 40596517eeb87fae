#!/usr/bin/env node
/**
 * Win rates of every game, preset and rule reading (docs/solver.md). Plain JS over the compiled dist/: run
 * `npm run build:cli` first.
 *
 *   node scripts/win-rates.mjs [--deals N] [--budget-ms MS] [--workers W] [--games id,id] [--no-write]
 *
 * Solves deals 1..N (default 10,000) of each configuration in worker threads (dist/cli/stats-worker.js) and writes a
 * markdown table (deals, won, lost, unknown, win rate, 95% Wilson interval) into docs/win-rates.md and into each game's
 * rules pages docs/rules/<id>.{en,ru}.md under the "## Win rate" heading ("## Доля выигрышей" is also recognised),
 * replacing what stood there (the placeholder line, or the table of an earlier run).
 *
 * Configurations: the defaults, every preset, and every single option set to each of its other values (a "rule
 * reading"); configurations with the same options are measured once. The win rate is won / (won + lost): deals the
 * budget left undecided are counted apart.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAME_LIST } = await import(join(root, 'dist/games/index.js'));
const { resolveOptions, defaultOptions } = await import(join(root, 'dist/core/options.js'));
const { winRate, percent } = await import(join(root, 'dist/solver/statistics.js'));
const { Piscina } = await import(pathToFileURL(join(root, 'node_modules/piscina/dist/esm-wrapper.mjs')).href);

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}
const dealCount = Number(flag('deals', '10000'));
const budgetMs = Number(flag('budget-ms', '10000'));
const workers = Number(flag('workers', String(availableParallelism())));
const onlyGames = flag('games', '') ? flag('games', '').split(',') : null;
const write = !process.argv.includes('--no-write');

/** The configurations of a game: defaults, presets, single-option readings; same options measured once. */
function configurations(game) {
  const list = [];
  const seen = new Set();
  const add = (label, preset, overrides, labelRu = label) => {
    const resolved = resolveOptions(game, preset, overrides);
    if (!resolved.ok) throw new Error(resolved.error);
    const key = JSON.stringify(resolved.value);
    if (seen.has(key)) return;
    seen.add(key);
    list.push({ label, labelRu, options: resolved.value });
  };
  add('defaults', undefined, {}, 'по умолчанию');
  for (const preset of Object.keys(game.presets)) add(`preset \`${preset}\``, preset, {}, `набор \`${preset}\``);
  const defaults = defaultOptions(game);
  for (const spec of game.options) {
    for (const value of spec.values) if (value !== defaults[spec.key]) add(`\`${spec.key}=${value}\``, undefined, { [spec.key]: value });
  }
  return list;
}

const pool = new Piscina({ filename: pathToFileURL(join(root, 'dist/cli/stats-worker.js')).href, minThreads: workers, maxThreads: workers });
const results = [];
const started = Date.now();
for (const game of GAME_LIST) {
  if (onlyGames && !onlyGames.includes(game.id)) continue;
  for (const config of configurations(game)) {
    const tally = { won: 0, lost: 0, unknown: 0 };
    const tasks = [];
    for (let seed = 1; seed <= dealCount; seed++) {
      tasks.push(pool.run({ game: game.id, options: config.options, seed, budgetMs }).then((outcome) => tally[outcome.result]++));
    }
    await Promise.all(tasks);
    const rate = winRate(tally);
    results.push({ game: game.id, label: config.label, labelRu: config.labelRu, options: config.options, deals: dealCount, ...tally, rate: rate.rate, interval: rate.interval });
    process.stderr.write(`${game.id} ${config.label}: won ${tally.won} lost ${tally.lost} unknown ${tally.unknown} win rate ${percent(rate.rate)} [${percent(rate.interval[0])}, ${percent(rate.interval[1])}]\n`);
  }
}
await pool.close();
const seconds = Math.round((Date.now() - started) / 1000);

const HEAD = {
  en: ['Rules', 'Deals', 'Won', 'Lost', 'Unknown', 'Win rate', '95% interval'],
  ru: ['Правила', 'Раскладов', 'Выиграно', 'Проиграно', 'Не решено', 'Доля выигрышей', '95% интервал'],
};
const NOTE = {
  en: (n) => `Measured by \`scripts/win-rates.mjs\` with the solver (every card seen, "thoughtful" play) on deals 1–${n}, ${budgetMs} ms a deal at most; the win rate is won / (won + lost), with the 95% Wilson interval; "unknown" deals ran out of budget. Where many are unknown the rate is biased towards wins (a win is found sooner than a loss is proved).`,
  ru: (n) => `Измерено скриптом \`scripts/win-rates.mjs\` решателем, который видит все карты, на раскладах 1–${n}, не более ${budgetMs} мс на расклад; доля выигрышей — выиграно / (выиграно + проиграно), с 95% интервалом Уилсона; «не решено» — расклады, на которые не хватило времени. Где таких много, доля завышена (выигрыш находится быстрее, чем доказывается проигрыш).`,
};

function table(rows, language, withGame) {
  const head = withGame ? [language === 'en' ? 'Game' : 'Игра', ...HEAD[language]] : HEAD[language];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const cells = [language === 'ru' ? row.labelRu : row.label, row.deals, row.won, row.lost, row.unknown, percent(row.rate), `${percent(row.interval[0])} – ${percent(row.interval[1])}`];
    lines.push(`| ${(withGame ? [row.game, ...cells] : cells).join(' | ')} |`);
  }
  return lines.join('\n');
}

const START = '<!-- win-rates:start -->';
const END = '<!-- win-rates:end -->';

/** Replaces the body of the win-rate section of a rules page (or adds the section at the end). */
function writeSection(path, block) {
  if (!existsSync(path)) return false;
  const text = readFileSync(path, 'utf8');
  const wrapped = `${START}\n${block}\n${END}`;
  let next;
  if (text.includes(START) && text.includes(END)) {
    next = text.slice(0, text.indexOf(START)) + wrapped + text.slice(text.indexOf(END) + END.length);
  } else {
    const heading = /^## (Win rate|Доля выигрышей)[^\n]*\n/m.exec(text);
    if (heading) {
      const bodyStart = heading.index + heading[0].length;
      const nextHeading = text.slice(bodyStart).search(/^## /m);
      const bodyEnd = nextHeading < 0 ? text.length : bodyStart + nextHeading;
      next = `${text.slice(0, bodyStart)}\n${wrapped}\n${nextHeading < 0 ? '' : '\n'}${text.slice(bodyEnd)}`;
    } else {
      next = `${text.trimEnd()}\n\n## Win rate\n\n${wrapped}\n`;
    }
  }
  writeFileSync(path, next);
  return true;
}

if (write) {
  const games = [...new Set(results.map((row) => row.game))];
  const summary = [
    '# Win rates',
    '',
    NOTE.en(dealCount),
    '',
    `Run: ${new Date().toISOString().slice(0, 10)}, ${workers} worker thread(s), ${seconds} s in all.`,
    '',
    table(results, 'en', true),
    '',
  ].join('\n');
  writeFileSync(join(root, 'docs/win-rates.md'), summary);
  for (const id of games) {
    const rows = results.filter((row) => row.game === id);
    for (const language of ['en', 'ru']) {
      writeSection(join(root, `docs/rules/${id}.${language}.md`), `${NOTE[language](dealCount)}\n\n${table(rows, language, false)}`);
    }
  }
  process.stderr.write(`wrote docs/win-rates.md and the rules pages of ${games.join(', ')}\n`);
} else {
  console.log(table(results, 'en', true));
}
