/**
 * The words of the win-rate tables (scripts/win-rates.mjs writes them): the columns, the notes above the tables, the
 * "without peeking" cell, and each seed's claim set against the measured rates — the thoughtful rate (no player wins
 * more often) and the rate of the player that does not peek (a real player can win at least that often). Plain JS over
 * the compiled dist/.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAME_LIST } = await import(join(root, 'dist/games/index.js'));
const { winRange, percent, percentRange, rangeBounds } = await import(join(root, 'dist/solver/statistics.js'));
const { hiddenInformation } = await import(join(root, 'dist/solver/fair/index.js'));

export const HEAD = {
  en: ['Rules', 'Deals', 'Budget a deal', 'Won', 'Lost', 'Unknown', 'Win rate', 'Among the decided deals (95% interval)', 'Without peeking (95% interval)'],
  ru: ['Правила', 'Раскладов', 'Предел на расклад', 'Выиграно', 'Проиграно', 'Не решено', 'Доля выигрышей', 'Среди решённых раскладов (95% интервал)', 'Без подглядывания (95% интервал)'],
};
const GAME_BY_ID = Object.fromEntries(GAME_LIST.map((game) => [game.id, game]));

/**
 * The "without peeking" cell of a row (issue 27, item 3): the fair player's rate with its 95% interval and its deals;
 * where the configuration hides no card the player could use (every card face up, or forced play) the thoughtful rate
 * stands for it; else "not measured".
 */
export function fairCell(row, language) {
  const game = GAME_BY_ID[row.game];
  if (row.fair) {
    const { low, high } = rangeBounds(row.fair.low, row.fair.high);
    return `${percent(row.fair.rate)} (${low}% – ${high}%), ${row.fair.deals} ${language === 'ru' ? 'раскл.' : 'deals'}`;
  }
  if (!hiddenInformation(game, row.options)) {
    const why = game.view?.playOn ? { en: 'forced play', ru: 'ходы вынуждены' } : { en: 'every card face up', ru: 'все карты открыты' };
    return language === 'ru' ? `как у видящего все карты (${why.ru})` : `as thoughtful (${why.en})`;
  }
  return language === 'ru' ? 'не измерено' : 'not measured';
}
/** What the "without peeking" column is (issue 27, item 3). */
export const FAIR_NOTE = {
  en: 'The column "Without peeking" is the win rate of a player who does not peek (`docs/fair-player.md`): it chooses every move from what a player sees and remembers, never from a face-down card or the order of the stock, so its rate is a lower bound on what a real player can reach (a better player does better), beside the thoughtful rate, the upper bound. It gives won / deals with the 95% Wilson interval over the deals it played (its own count), at its default settings: a budget in samples and positions, the same on any machine. Where the deal lays every card face up, or play is forced, a player who does not peek wins as often as one who sees every card.',
  ru: 'Столбец «Без подглядывания» — доля выигрышей игрока, который не подглядывает (`docs/fair-player.md`): каждый ход он выбирает по тому, что видит и помнит игрок, никогда по закрытой карте или порядку колоды, так что его доля — нижняя граница того, чего может добиться настоящий игрок (лучший игрок добьётся большего), рядом с долей видящего все карты, верхней границей. Это выиграно / раскладов с 95% интервалом Уилсона по сыгранным им раскладам (их число указано), при настройках по умолчанию: предел в выборках и позициях, на любой машине тот же. Где все карты раскладываются открытыми или ходы вынуждены, не подглядывающий игрок выигрывает так же часто, как видящий все карты.',
};

export const NOTE = {
  en: 'Measured by `scripts/win-rates.mjs` (`npm run win-rates`) with the solver (every card seen, "thoughtful" play) on deals 1–N. "Unknown" deals ran out of their budget: positions a deal (the same on any machine) or time a deal, as each row says; where a row names a second budget, the deals left undecided at the first were solved again, from the start, at the second. The win rate is won / deals when every deal was decided; where some are unknown it is the range from "every unknown deal lost" to "every unknown deal won", since the true rate lies somewhere in it. The last column gives won / (won + lost) with its 95% Wilson interval: where many deals are unknown it is biased towards wins (a win is found sooner than a loss is proved).',
  ru: 'Измерено скриптом `scripts/win-rates.mjs` (`npm run win-rates`) решателем, который видит все карты, на раскладах 1–N. «Не решено» — расклады, на которые не хватило отведённого предела: позиций на расклад (на любой машине тот же) или времени на расклад, как сказано в строке. Где в строке два предела, расклады, не решённые при первом, решены заново, с начала, при втором. Доля выигрышей — выиграно / раскладов, когда решены все расклады; если какие-то не решены, это промежуток от «все нерешённые проиграны» до «все нерешённые выиграны»: истинная доля лежит где-то в нём. Последний столбец — выиграно / (выиграно + проиграно) с 95% интервалом Уилсона; где нерешённых много, эта доля завышена (выигрыш находится быстрее, чем доказывается проигрыш).',
};

/**
 * A row's budget a deal in words: `200000 states` (`200000 позиций`) or `1000 ms`; with the undecided deals solved
 * again (`escalateStates`), `2000000 states, the 156 undecided again at 20000000`.
 */
export function budgetCell(row, language) {
  const unit = language === 'ru' ? 'позиций' : 'states';
  if (row.budgetStates !== undefined && row.escalateStates !== undefined) {
    return language === 'ru'
      ? `${row.budgetStates} ${unit}, ${row.escalated} нерешённых — снова при ${row.escalateStates}`
      : `${row.budgetStates} ${unit}, the ${row.escalated} undecided again at ${row.escalateStates}`;
  }
  if (row.budgetStates !== undefined) return `${row.budgetStates} ${unit}`;
  return `${row.budgetMs} ms`;
}

/** The headline of a row: the rate when every deal was decided, else the range from every unknown lost to every unknown won. */
export function headline(row) {
  const range = winRange(row);
  return percentRange(range.low, range.high);
}

export function table(rows, language, withGame) {
  const head = withGame ? [language === 'en' ? 'Game' : 'Игра', ...HEAD[language]] : HEAD[language];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const cells = [language === 'ru' ? row.labelRu : row.label, row.deals, budgetCell(row, language), row.won, row.lost, row.unknown, `**${headline(row)}**`, `${percent(row.rate)} (${rangeBounds(row.low, row.high).low}% – ${rangeBounds(row.low, row.high).high}%)`, fairCell(row, language)];
    lines.push(`| ${(withGame ? [row.game, ...cells] : cells).join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * What a game's own text claims, set beside the measured rates on its rules page (issue 9, item 5): Go, No Go ends
 * «если раскладка не вышла, то большею частью виноват раскладывающий».
 */
export const CLAIMS = {
  // Seed 001: «вам удастся выигрывать в четырех из каждых пяти раскладов» (the book's rules: the defaults).
  klondike: {
    en: (rows) => {
      const book = rows.find((row) => row.label === 'defaults');
      if (!book) return '';
      const { low, high } = winRange(book);
      return `The book promises «вам удастся выигрывать в четырех из каждых пяти раскладов» ("you will win four deals in five"). Under the book's rules (defaults) a player who sees every card wins ${percentRange(low, high)}. ${fairAgainst(book, 0.8, 'four deals in five')}`;
    },
    ru: (rows) => {
      const book = rows.find((row) => row.label === 'defaults');
      if (!book) return '';
      const { low, high } = winRange(book);
      const thoughtful = `Книга обещает: «вам удастся выигрывать в четырех из каждых пяти раскладов». По правилам книги (по умолчанию) игрок, который видит все карты, выигрывает ${percentRange(low, high)}.`;
      if (!book.fair) return `${thoughtful} Доля игрока без подглядывания ещё не измерена.`;
      const { low: fairLow, high: fairHigh } = rangeBounds(book.fair.low, book.fair.high);
      const fair = `Игрок, который не подглядывает, выиграл ${book.fair.won} из ${book.fair.deals} раскладов: ${percent(book.fair.rate)} (95% интервал ${fairLow}% – ${fairHigh}%).`;
      if (high < 0.8) return `${thoughtful} ${fair} 80% выше даже доли видящего все карты: четырёх из пяти не выигрывает никто.`;
      if (book.fair.high >= 0.8) return `${thoughtful} ${fair} 80% достижимы и без подглядывания: утверждение верно.`;
      return `${thoughtful} ${fair} Четыре из пяти — больше, чем показано для настоящего игрока: так часто выигрывает лишь тот, кто видит все карты; не подглядывающему игроку недостаёт ${Math.round((0.8 - book.fair.rate) * 100)} пунктов, а доля лучшего настоящего игрока лежит между этими двумя.`;
    },
  },
  'go-no-go': {
    en: (rows) => {
      const name = (row) => (row.label === 'defaults' ? 'the defaults (`aces=always`, `transfers=adjacent`)' : row.label);
      const hard = rows.filter((row) => winRange(row).high < 0.5).map(name);
      const easy = rows.filter((row) => winRange(row).low >= 0.9).map(name);
      return [
        `The text ends: if the game does not come out, "mostly the player is to blame" («большею частью виноват раскладывающий»). A player who sees every card and plans both deals wins ${rows.map((row) => `${headline(row)} of the deals with ${name(row)}`).join('; ')}.`,
        hard.length ? `With ${hard.join(' and with ')}, most deals cannot be won however well one plays: a failure is then mostly the deal's, not the player's.` : '',
        easy.length ? `The claim holds with ${easy.join(' and with ')}, where ${rows.filter((row) => winRange(row).low >= 0.9).every((row) => winRange(row).low === 1) ? `every one of the deals measured` : 'nearly every deal'} can be won.` : '',
        rows.some((row) => row.fair) ? `A player who does not peek (it sees the first deal's stock only as it turns, and works out the second deal from what it saw, as the text says a player can) wins ${rows.filter((row) => row.fair).map((row) => `${percent(row.fair.rate)} with ${name(row)} (${row.fair.deals} deals)`).join('; ')}: the deals it loses that a player who sees every card wins are the ones where the blame can lie with the player.` : '',
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
        rows.some((row) => row.fair) ? `Игрок, который не подглядывает (колоду первой раскладки он видит лишь по мере того, как открывает карты, а вторую раскладку выводит из увиденного, как и говорит текст), выигрывает ${rows.filter((row) => row.fair).map((row) => `${percent(row.fair.rate)} (${name(row)}; ${row.fair.deals} раскл.)`).join('; ')}: расклады, которые он проигрывает, а видящий все карты выигрывает, — те, где вина может лежать на игроке.` : '',
      ].filter(Boolean).join(' ');
    },
  },
};

/** How to run the table on many machines (docs/win-rates.md keeps it when the tables are written again). */
export const MANY_MACHINES = `## Many machines

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
   results file is in \`data/win-rates/\` (\`--results DIR\`; kept in the repository), so a table stopped halfway resumes when
   started again, in any clone.
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


/**
 * What the Klondike rows answer: the book's "four wins in five" and the Solvitaire study's classic figure. With
 * undecided deals the true rate lies between won / deals (every undecided deal lost) and (won + unknown) / deals
 * (every undecided deal won); the rate of the decided deals is only a point inside that range.
 */
export function klondikeComparison(rows) {
  const lines = ['## Klondike against the published figures', ''];
  const describe = (row, figure, what) => {
    const { low: lowest, high: highest } = winRange(row);
    const where = figure < lowest ? 'below' : figure > highest ? 'above' : 'inside';
    return `${what}: ${row.won} of ${row.deals} deals won, ${row.lost} lost, ${row.unknown} undecided at ${budgetCell(row, 'en')} a deal. The true rate of a player who sees every card lies between ${rangeBounds(lowest, highest).low}% (every undecided deal lost) and ${rangeBounds(lowest, highest).high}% (every one won); among the decided deals it is ${percent(row.rate)} (95% interval ${rangeBounds(row.low, row.high).low}% – ${rangeBounds(row.low, row.high).high}%). ${Number((figure * 100).toFixed(3))}% is ${where} that range.`;
  };
  const book = rows.find((row) => row.game === 'klondike' && row.label === 'defaults');
  const classic = rows.find((row) => row.game === 'klondike' && row.label === 'preset `classic`');
  if (book) lines.push(`- The book says «вам удастся выигрывать в четырех из каждых пяти раскладов», about 80%. ${describe(book, 0.8, "The book's rules (defaults)")} ${fairAgainst(book, 0.8, 'four deals in five')}`);
  if (classic) lines.push(`- The Solvitaire study publishes 81.945% ± 0.084% for \`classic\` Klondike, draw 3, and lonelybot 81.96% ± 0.05 (2.4 million deals). ${describe(classic, 0.81945, 'Preset `classic`')} A larger budget a deal narrows the range (\`npm run win-rates -- --games klondike --budget-states N\`).${classic.fair ? ` Without peeking: ${fairText(classic.fair)}; lonelybot's player that does not peek wins 44.52% ± 0.50 (38,884 deals), an earlier published one 36.97% ± 1.92. ${fairBeside(classic.fair, 0.4452, 0.005, "lonelybot's")}` : ''}`);
  return lines.join('\n');
}

/** A row's "without peeking" figure in words: the rate, its 95% interval and the deals. */
export function fairText(fair) {
  const { low, high } = rangeBounds(fair.low, fair.high);
  return `${fair.won} of ${fair.deals} deals won, ${percent(fair.rate)} (95% interval ${low}% – ${high}%)`;
}

/** How a fair figure stands beside another player's published `figure` ± `margin` (0..1): above, below or overlapping. */
export function fairBeside(fair, figure, margin, whose) {
  if (fair.low > figure + margin) return `Ours is the stronger player: its interval lies above ${whose}.`;
  if (fair.high < figure - margin) return `Ours is the weaker player: its interval lies below ${whose}, so ${Number((figure * 100).toFixed(2))}% is the better lower bound on what a real player can reach.`;
  return `The two intervals overlap: no difference between the players is shown.`;
}

/**
 * A claim about a real player (`figure`, 0..1) set against the two bounds a row gives: the thoughtful rate (no player
 * wins more often) and the rate without peeking (a real player can win at least that often, since this player does).
 */
export function fairAgainst(row, figure, words) {
  if (!row.fair) return 'A player who cannot see the face-down cards wins less often than this thoughtful figure; the rate without peeking is not measured yet.';
  const said = `${Number((figure * 100).toFixed(3))}%`;
  const fairPart = `A player who does not peek: ${fairText(row.fair)}.`;
  if (winRange(row).high < figure) return `${fairPart} ${said} is above even the thoughtful range: no player, peeking or not, wins ${words}.`;
  if (row.fair.high >= figure) return `${fairPart} ${said} is within reach of a player who does not peek: the claim holds.`;
  return `${fairPart} So ${words} is more than a real player is shown to reach: only a player who sees every card wins that often; the player who does not peek stays ${Math.round((figure - row.fair.rate) * 100)} points short, and the true figure for the best real player lies between the two.`;
}

