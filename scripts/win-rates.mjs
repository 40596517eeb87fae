#!/usr/bin/env node
/**
 * Win rates of every game, preset and rule reading (docs/solver.md). Plain JS over the compiled dist/: run
 * `npm run build:cli` first.
 *
 *   node scripts/win-rates.mjs [--deals N] [--budget-states N | --budget-ms MS] [--workers W | --queue URL [--results DIR]] [--games id,id] [--missing] [--no-write]
 *
 * The budget a deal: `--budget-states N`, the most positions a deal may expand (src/cli/budget.ts: the same table on
 * any machine and under any load, so the tables are measured with it), or `--budget-ms MS` (default 10,000 when neither
 * is given); not both. Each row of the tables and of src/web/win-rates.json names its budget (`budgetStates` or
 * `budgetMs`).
 *
 * Also writes src/web/win-rates.json (the game menu's figures); rows of earlier runs stay for what is not measured now.
 *
 * With `--queue redis://HOST:PORT` the deals are solved by `pasyans worker` processes on any number of machines
 * (docs/win-rates.md, "Many machines"): each configuration is a `pasyans stats … --queue` run, four of them at once,
 * with its results file in DIR (default win-rates-results/, named by game, options and budget), so an interrupted
 * table resumes where it stopped.
 *
 * Solves deals 1..N (default 10,000) of each configuration in worker threads (dist/cli/stats-worker.js) and writes a
 * markdown table (deals, won, lost, unknown, win rate, 95% Wilson interval) into docs/win-rates.md and into each game's
 * rules pages docs/rules/<id>.{en,ru}.md under the "## Win rate" heading ("## Доля выигрышей" is also recognised),
 * replacing what stood there (the placeholder line, or the table of an earlier run).
 *
 * Configurations: the defaults, every preset, and every single option set to each of its other values (a "rule
 * reading"); where a game's options make at most four combinations (Go, No Go's `aces` × `transfers`), every
 * combination; configurations with the same options are measured once. `--missing` measures only configurations that
 * src/web/win-rates.json has no row for. The headline is won / deals when every deal was decided, else the range
 * from "every undecided deal lost" to "every undecided deal won"; won / (won + lost) is given beside it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAME_LIST } = await import(join(root, 'dist/games/index.js'));
const { readingsOf } = await import(join(root, 'dist/games/readings.js'));
const { winRate, winRange, percent, percentRange, rangeBounds } = await import(join(root, 'dist/solver/statistics.js'));
const { defaultOutFile } = await import(join(root, 'dist/cli/stats-results.js'));
const { Piscina } = await import(pathToFileURL(join(root, 'node_modules/piscina/dist/esm-wrapper.mjs')).href);

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}
const dealCount = Number(flag('deals', '10000'));
if (flag('budget-states', null) !== null && flag('budget-ms', null) !== null) {
  process.stderr.write('win-rates: give one of --budget-states and --budget-ms, not both\n');
  process.exit(2);
}
/** The budget a deal, as the stats worker and the rows take it: `{ budgetStates }` or `{ budgetMs }`. */
const budget = flag('budget-states', null) !== null ? { budgetStates: Number(flag('budget-states')) } : { budgetMs: Number(flag('budget-ms', '10000')) };
const budgetValue = budget.budgetStates ?? budget.budgetMs;
if (!Number.isSafeInteger(budgetValue) || budgetValue < 1) {
  process.stderr.write(`win-rates: the budget wants a whole number, at least 1, got ${flag(budget.budgetStates !== undefined ? 'budget-states' : 'budget-ms')}\n`);
  process.exit(2);
}
const workers = Number(flag('workers', String(availableParallelism())));
const onlyGames = flag('games', '') ? flag('games', '').split(',') : null;
const write = !process.argv.includes('--no-write');
const queue = flag('queue', '');
const resultsDirectory = flag('results', 'win-rates-results');
/** `--missing`: measure only the configurations src/web/win-rates.json has no row for (the others keep theirs). */
const onlyMissing = process.argv.includes('--missing');

/** The configurations of a game: defaults, presets, single-option readings; same options measured once (src/games/readings.ts). */
const configurations = readingsOf;

/** The won, lost and unknown of deals 1..N of one configuration, in worker threads of this process. */
async function tallyHere(pool, game, config) {
  const tally = { won: 0, lost: 0, unknown: 0 };
  const tasks = [];
  for (let seed = 1; seed <= dealCount; seed++) {
    tasks.push(pool.run({ game: game.id, options: config.options, seed, ...budget }).then((outcome) => tally[outcome.result]++));
  }
  await Promise.all(tasks);
  return tally;
}

/**
 * The won, lost and unknown of deals 1..N of one configuration, from `pasyans stats … --queue` (its coordinator, as a
 * child process; the deals are solved by `pasyans worker` processes), with its results file in the results directory.
 */
function tallyOnQueue(game, config) {
  const suffix = budget.budgetStates !== undefined ? `${budget.budgetStates}states` : `${budget.budgetMs}ms`;
  const out = join(resultsDirectory, defaultOutFile(game, config.options).replace(/\.jsonl$/, `-${suffix}.jsonl`));
  const budgetFlags = budget.budgetStates !== undefined ? ['--budget-states', String(budget.budgetStates)] : ['--budget-ms', String(budget.budgetMs)];
  const optionFlags = Object.entries(config.options).flatMap(([key, value]) => ['--option', `${key}=${value}`]);
  const args = [join(root, 'bin/pasyans.js'), 'stats', game.id, '--deals', String(dealCount), ...budgetFlags, ...optionFlags, '--queue', queue, '--out', out, '--json', '--no-progress'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (text) => (output += text));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pasyans stats ${game.id} (${config.label}) ended with exit code ${code}`));
      const { won, lost, unknown } = JSON.parse(output);
      resolve({ won, lost, unknown });
    });
  });
}

const dataPath = join(root, 'src/web/win-rates.json');
const previous = existsSync(dataPath) ? JSON.parse(readFileSync(dataPath, 'utf8')) : {};
const results = [];
const started = Date.now();
const pool = queue ? null : new Piscina({ filename: pathToFileURL(join(root, 'dist/cli/stats-worker.js')).href, minThreads: workers, maxThreads: workers });
if (queue) mkdirSync(resultsDirectory, { recursive: true });
/** On the queue a few configurations run at once, so that no worker waits while one run ends; here, one at a time. */
const AT_ONCE = queue ? 4 : 1;
const running = new Set();
const runs = [];
for (const game of GAME_LIST) {
  if (onlyGames && !onlyGames.includes(game.id)) continue;
  for (const config of configurations(game)) {
    if (onlyMissing && (previous[game.id] ?? []).some((row) => row.label === config.label)) continue;
    while (running.size >= AT_ONCE) await Promise.race(running);
    const measured = (queue ? tallyOnQueue(game, config) : tallyHere(pool, game, config)).then((tally) => {
      const rate = winRate(tally);
      const range = winRange(tally);
      process.stderr.write(`${game.id} ${config.label}: won ${tally.won} lost ${tally.lost} unknown ${tally.unknown} win rate ${percentRange(range.low, range.high)}\n`);
      return { game: game.id, label: config.label, labelRu: config.labelRu, options: config.options, deals: dealCount, ...budget, ...tally, rate: rate.rate, low: rate.interval[0], high: rate.interval[1], interval: rate.interval };
    });
    runs.push(measured);
    const settled = measured.then(
      () => running.delete(settled),
      () => running.delete(settled),
    );
    running.add(settled);
  }
}
results.push(...(await Promise.all(runs)));
await pool?.close();
const seconds = Math.round((Date.now() - started) / 1000);
process.stderr.write(`measured ${results.length} configuration(s) in ${seconds} s on ${queue ? '`pasyans worker` processes over a queue' : `${workers} worker thread(s)`}\n`);

const HEAD = {
  en: ['Rules', 'Deals', 'Budget a deal', 'Won', 'Lost', 'Unknown', 'Win rate', 'Among the decided deals (95% interval)'],
  ru: ['Правила', 'Раскладов', 'Предел на расклад', 'Выиграно', 'Проиграно', 'Не решено', 'Доля выигрышей', 'Среди решённых раскладов (95% интервал)'],
};
const NOTE = {
  en: 'Measured by `scripts/win-rates.mjs` (`npm run win-rates`) with the solver (every card seen, "thoughtful" play) on deals 1–N. "Unknown" deals ran out of their budget: positions a deal (the same on any machine) or time a deal, as each row says. The win rate is won / deals when every deal was decided; where some are unknown it is the range from "every unknown deal lost" to "every unknown deal won", since the true rate lies somewhere in it. The last column gives won / (won + lost) with its 95% Wilson interval: where many deals are unknown it is biased towards wins (a win is found sooner than a loss is proved).',
  ru: 'Измерено скриптом `scripts/win-rates.mjs` (`npm run win-rates`) решателем, который видит все карты, на раскладах 1–N. «Не решено» — расклады, на которые не хватило отведённого предела: позиций на расклад (на любой машине тот же) или времени на расклад, как сказано в строке. Доля выигрышей — выиграно / раскладов, когда решены все расклады; если какие-то не решены, это промежуток от «все нерешённые проиграны» до «все нерешённые выиграны»: истинная доля лежит где-то в нём. Последний столбец — выиграно / (выиграно + проиграно) с 95% интервалом Уилсона; где нерешённых много, эта доля завышена (выигрыш находится быстрее, чем доказывается проигрыш).',
};

/** A row's budget a deal in words: `200000 states` (`200000 позиций`) or `1000 ms`. */
function budgetCell(row, language) {
  if (row.budgetStates !== undefined) return `${row.budgetStates} ${language === 'ru' ? 'позиций' : 'states'}`;
  return `${row.budgetMs} ms`;
}

/** The headline of a row: the rate when every deal was decided, else the range from every unknown lost to every unknown won. */
function headline(row) {
  const range = winRange(row);
  return percentRange(range.low, range.high);
}

function table(rows, language, withGame) {
  const head = withGame ? [language === 'en' ? 'Game' : 'Игра', ...HEAD[language]] : HEAD[language];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const cells = [language === 'ru' ? row.labelRu : row.label, row.deals, budgetCell(row, language), row.won, row.lost, row.unknown, `**${headline(row)}**`, `${percent(row.rate)} (${rangeBounds(row.low, row.high).low}% – ${rangeBounds(row.low, row.high).high}%)`];
    lines.push(`| ${(withGame ? [row.game, ...cells] : cells).join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * What a game's own text claims, set beside the measured rates on its rules page (issue 9, item 5): Go, No Go ends
 * «если раскладка не вышла, то большею частью виноват раскладывающий».
 */
const CLAIMS = {
  'go-no-go': {
    en: (rows) => {
      const name = (row) => (row.label === 'defaults' ? 'the defaults (`aces=always`, `transfers=adjacent`)' : row.label);
      const hard = rows.filter((row) => winRange(row).high < 0.5).map(name);
      const easy = rows.filter((row) => winRange(row).low >= 0.9).map(name);
      return [
        `The text ends: if the game does not come out, "mostly the player is to blame" («большею частью виноват раскладывающий»). A player who sees every card and plans both deals wins ${rows.map((row) => `${headline(row)} of the deals with ${name(row)}`).join('; ')}.`,
        hard.length ? `With ${hard.join(' and with ')}, most deals cannot be won however well one plays: a failure is then mostly the deal's, not the player's.` : '',
        easy.length ? `The claim holds with ${easy.join(' and with ')}, where ${rows.filter((row) => winRange(row).low >= 0.9).every((row) => winRange(row).low === 1) ? `every one of the deals measured` : 'nearly every deal'} can be won.` : '',
      ].filter(Boolean).join(' ');
    },
    ru: (rows) => {
      const name = (row) => (row.label === 'defaults' ? 'по умолчанию: `aces=always`, `transfers=adjacent`' : row.labelRu);
      const under = (row) => (row.label === 'defaults' ? 'правилах по умолчанию' : row.labelRu);
      const hard = rows.filter((row) => winRange(row).high < 0.5).map(under);
      const easy = rows.filter((row) => winRange(row).low >= 0.9).map(under);
      return [
        `Текст кончается так: если пасьянс не вышел, «то большею частью виноват раскладывающий». Игрок, который видит все карты и рассчитывает обе раскладки, выигрывает ${rows.map((row) => `${headline(row)} раскладов (${name(row)})`).join('; ')}.`,
        hard.length ? `При ${hard.join(' и при ')} большинство раскладов не выходит, как ни играй: неудача тогда чаще вина расклада, а не игрока.` : '',
        easy.length ? `Утверждение верно при ${easy.join(' и при ')}: там ${rows.filter((row) => winRange(row).low >= 0.9).every((row) => winRange(row).low === 1) ? 'выходит каждый измеренный расклад' : 'выходит почти каждый расклад'}.` : '',
      ].filter(Boolean).join(' ');
    },
  },
};

/** How to run the table on many machines (docs/win-rates.md keeps it when the tables are written again). */
const MANY_MACHINES = `## Many machines

A table of 10,000 deals for every configuration is more than one small machine does in a day at the budgets the hard
deals need. \`pasyans stats\` and \`npm run win-rates\` can hand their deals to a job queue instead of their own worker
threads: [BullMQ](https://docs.bullmq.io) over one Redis, with \`pasyans worker\` processes on as many machines as
there are.

1. **One Redis** that every machine reaches, e.g. Debian's on the coordinating machine: \`apt-get install
   redis-server\`, then in \`/etc/redis/redis.conf\` set \`bind\` to an address the other machines see (and a
   \`requirepass\`; give it in the URL as \`redis://:PASSWORD@HOST:6379\`), and restart it. \`redis-cli -h HOST ping\`
   answers \`PONG\` from every machine.
2. **Workers on every machine**, one worker thread per core (\`--concurrency\` defaults to the number of cores), from a
   clone of the same version of Pasyans (\`npm ci\`):

   \`\`\`sh
   npx pasyans worker --queue redis://HOST:6379
   \`\`\`

   Each prints \`took …\` and \`done …\` a batch. Ctrl-C (SIGINT or SIGTERM) stops a worker after the batches it holds;
   workers may join or leave at any time.
3. **The coordinator**, on any one machine: the same \`pasyans stats\` as on one machine, with \`--queue\`. It shows the
   progress bar, writes the results file and prints the summary as a run on one machine does:

   \`\`\`sh
   npx pasyans stats klondike --deals 10000 --budget-states 1000000 --queue redis://HOST:6379
   npm run win-rates -- --deals 10000 --budget-states 1000000 --queue redis://HOST:6379
   \`\`\`

   \`npm run win-rates -- --queue …\` runs four configurations at a time, each a \`pasyans stats … --queue\` run whose
   results file is in \`win-rates-results/\` (\`--results DIR\`), so a table stopped halfway resumes when started again.
   With a budget in positions (\`--budget-states\`) a deal's result does not depend on the machine that solved it: the
   results file is the same byte for byte as a run on one machine writes (the budget is part of each batch).

**What is lost when something stops.** Nothing. Deals go on the queue in batches of 10 (\`--batch-size\`), cut from the
whole run, so a batch always has the same id. A worker that is killed (kill -9, a machine switched off) holds its
batch until the batch's lock runs out; then another worker takes it and solves it again. That wait is \`pasyans worker
--stall-ms\` (default 30,000 ms: BullMQ's \`lockDuration\`, which a working worker renews every half of it, and its
\`stalledInterval\`, how often the workers look for batches whose lock ran out); a batch taken back more than 3 times
is marked failed and stops its run with its reason. A coordinator that is stopped and started again with the same
command reads its results file and puts the remaining batches on the queue: a batch still there (waiting, being
solved, or solved while no coordinator waited) is taken as it is, not solved again. A deal whose result arrives twice
(a batch solved twice) is written and counted once. A Redis that does not answer gets one line and exit code 2.`;

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

/**
 * What the Klondike rows answer: the book's "four wins in five" and the Solvitaire study's classic figure. With
 * undecided deals the true rate lies between won / deals (every undecided deal lost) and (won + unknown) / deals
 * (every undecided deal won); the rate of the decided deals is only a point inside that range.
 */
function klondikeComparison(rows) {
  const lines = ['## Klondike against the published figures', ''];
  const describe = (row, figure, what) => {
    const { low: lowest, high: highest } = winRange(row);
    const where = figure < lowest ? 'below' : figure > highest ? 'above' : 'inside';
    return `${what}: ${row.won} of ${row.deals} deals won, ${row.lost} lost, ${row.unknown} undecided at ${budgetCell(row, 'en')} a deal. The true rate of a player who sees every card lies between ${rangeBounds(lowest, highest).low}% (every undecided deal lost) and ${rangeBounds(lowest, highest).high}% (every one won); among the decided deals it is ${percent(row.rate)} (95% interval ${rangeBounds(row.low, row.high).low}% – ${rangeBounds(row.low, row.high).high}%). ${Number((figure * 100).toFixed(3))}% is ${where} that range.`;
  };
  const book = rows.find((row) => row.game === 'klondike' && row.label === 'defaults');
  const classic = rows.find((row) => row.game === 'klondike' && row.label === 'preset `classic`');
  if (book) lines.push(`- The book says «вам удастся выигрывать в четырех из каждых пяти раскладов», about 80%. ${describe(book, 0.8, "The book's rules (defaults)")} A player who cannot see the face-down cards wins less often than this thoughtful figure, so the book's claim fits a good player.`);
  if (classic) lines.push(`- The Solvitaire study publishes 81.945% ± 0.084% for \`classic\` Klondike, draw 3. ${describe(classic, 0.81945, 'Preset `classic`')} A larger budget a deal narrows the range (\`npm run win-rates -- --games klondike --budget-states N\`).`);
  return lines.join('\n');
}

// Rows of earlier runs stay for the games and configurations not measured now; src/web/win-rates.json holds them all
// (the game menu of the web app reads it) and the tables are written from it.
const merged = {};
for (const game of GAME_LIST) {
  const fresh = results.filter((row) => row.game === game.id);
  const old = (previous[game.id] ?? []).filter((row) => !fresh.some((next) => next.label === row.label));
  const rows = [...old, ...fresh.map(({ game: _game, interval: _interval, ...row }) => row)];
  const order = configurations(game).map((config) => config.label);
  rows.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
  if (rows.length) merged[game.id] = rows;
}

if (write) {
  writeFileSync(dataPath, `${JSON.stringify(merged, null, 1)}\n`);
  const all = Object.entries(merged).flatMap(([game, rows]) => rows.map((row) => ({ game, ...row })));
  const summary = [
    '# Win rates',
    '',
    NOTE.en,
    '',
    `Written ${new Date().toISOString().slice(0, 10)}; each row gives the deals and the budget a deal it was measured with (positions, the same on any machine, or time).`,
    '',
    table(all, 'en', true),
    '',
    klondikeComparison(all),
    '',
    ...(merged['go-no-go'] ? ['## Go, No Go against its text', '', CLAIMS['go-no-go'].en(merged['go-no-go']), ''] : []),
    MANY_MACHINES,
  ].join('\n');
  writeFileSync(join(root, 'docs/win-rates.md'), summary);
  for (const [id, rows] of Object.entries(merged)) {
    for (const language of ['en', 'ru']) {
      const claim = CLAIMS[id] ? `\n\n${CLAIMS[id][language](rows)}` : '';
      writeSection(join(root, `docs/rules/${id}.${language}.md`), `${NOTE[language]}\n\n${table(rows, language, false)}${claim}`);
    }
  }
  process.stderr.write(`wrote src/web/win-rates.json, docs/win-rates.md and the rules pages of ${Object.keys(merged).join(', ')}\n`);
} else {
  console.log(table(results.map((row) => ({ ...row, low: row.interval[0], high: row.interval[1] })), 'en', true));
}
