/**
 * The rules pages as a player reads them in the app. The Markdown files (docs/rules/<game>.<language>.md) are written
 * for the repository too: they name their sources by file path, refer to RULES.md, show option ids and the moves-file
 * syntax, and carry the win-rate run's `<!-- win-rates:… -->` markers. The files stay as they are; the app shows
 * prose and tables only:
 * - HTML comments go;
 * - a sentence that names the sources by path (`docs/seeds/…`, `docs/RULES.md`) or the game id goes, and so does a
 *   list item that shows the moves-file syntax (a JSON code span), and a clause that shows card codes (`TS`);
 * - a reference to RULES.md in brackets goes; elsewhere RULES.md is "the rule book";
 * - the win-rate run's script and command are left out ("Measured with the solver …");
 * - an option id becomes the option's label, a value its name, a preset its name, a game id the game's name (the
 *   names the New game dialog shows).
 * Pure: the text in, the text out; markdown.ts renders it. Loaded with the first rules page, not with the app.
 */
import type { AnyGame } from '../core/game.js';
import type { Language, T } from './i18n.js';
import { valueName } from './option-names.js';

const QUOTES: Record<Language, [string, string]> = { en: ['“', '”'], ru: ['«', '»'] };
const RULE_BOOK: Record<Language, string> = { en: 'our rule book', ru: 'своду правил' };


/** The rules page `markdown` of `game` rewritten for players (see the module comment). */
export function rulesForPlayers(markdown: string, game: AnyGame, language: Language, t: T): string {
  const text = markdown.replace(/<!--[\s\S]*?-->\n?/g, '');
  const blocks = text.split(/\n{2,}/);
  return blocks.map((block) => rewriteBlock(block, game, language, t)).filter((block) => block.trim() !== '').join('\n\n');
}

function rewriteBlock(block: string, game: AnyGame, language: Language, t: T): string {
  // A block's lines: headings and table rows one by one; prose as paragraphs or list items (an item is its first
  // line and the indented lines after it).
  const parts: { kind: 'heading' | 'row' | 'prose'; text: string }[] = [];
  for (const line of block.split('\n')) {
    const last = parts[parts.length - 1];
    if (/^#/.test(line)) parts.push({ kind: 'heading', text: line });
    else if (/^\s*\|/.test(line)) parts.push({ kind: 'row', text: line });
    else if (last?.kind === 'prose' && !/^\s*(?:[-*+]|\d+\.)\s/.test(line)) last.text += `\n${line}`;
    else parts.push({ kind: 'prose', text: line });
  }
  return parts
    .filter((part) => !(part.kind === 'prose' && /`\{"/.test(part.text)))
    .map((part) => (part.kind === 'row' ? rewriteTableRow(part.text, game, language, t) : part.kind === 'heading' ? rewriteSpans(part.text, game, language, t) : rewriteProse(part.text, game, language, t)))
    .filter((text) => !/^\s*(?:[-*+]|\d+\.)?\s*$/.test(text))
    .join('\n');
}

function rewriteProse(text: string, game: AnyGame, language: Language, t: T): string {
  const kept = splitSentences(text).filter((sentence) => !/`docs\/(?:seeds\/|RULES\.md)|game id|идентификатор игры/i.test(sentence));
  let out = kept.join(' ');
  out = out.replace(/\s*·\s*(?:game id|идентификатор игры)\s*`[^`]*`/gi, '');
  out = out.replace(/\s*\(\s*(?:see\s+)?RULES\.md[^()]*(?:\([^()]*\)[^()]*)*\)/g, '');
  out = out.replace(/RULES\.md/g, RULE_BOOK[language]);
  out = out.replace(/(?:\s*\bby|\s*скриптом)?\s*`scripts\/[^`]*`(?:\s*\(`npm [^`]*`\))?/g, '');
  out = out.replace(/\s*\(`docs\/[^`]*`\)/g, '');
  out = rewriteSpans(out, game, language, t);
  // What still is code (card codes such as `TS`) is for the command line: the clause that shows it goes.
  if (out.includes('`')) out = out.split(/;\s+/).filter((clause) => !clause.includes('`')).join('; ').replace(/([^.!?…])$/, '$1.');
  return out;
}

/**
 * Splits prose into sentences: after `.`, `!`, `?` or `…` followed by a space and a capital (or an opening quote or
 * emphasis), outside quotes and brackets. A leading list marker stays with the first sentence.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let depth = 0;
  let straight = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '«' || c === '(' || c === '„' || c === '“') depth += 1;
    else if ((c === '»' || c === ')' || c === '”') && depth > 0) depth -= 1;
    else if (c === '"') straight = !straight;
    else if ((c === '.' || c === '!' || c === '?' || c === '…') && depth === 0 && !straight) {
      const rest = text.slice(i + 1);
      const next = /^\s+(?=[*_«"„(]?[A-ZА-ЯЁ])/.exec(rest);
      if (next) {
        sentences.push(text.slice(start, i + 1));
        start = i + 1 + next[0].length;
        i = start - 1;
      }
    }
  }
  sentences.push(text.slice(start));
  return sentences.filter((sentence) => sentence.trim() !== '');
}

function rewriteTableRow(line: string, game: AnyGame, language: Language, t: T): string {
  const cells = line.split('|');
  // A row of an options table: `key` | values | default | meaning — its values are named like the dialog names them.
  const key = /^\s*`([^`=]+)`\s*$/.exec(cells[1] ?? '')?.[1];
  const option = key === undefined ? undefined : game.options.find((spec) => spec.key === key);
  const named = cells.map((cell, i) => {
    if (!option || i < 2 || i > 3) return cell;
    return cell.replace(/[^,`()\s][^,`()]*?(?=\s*(?:,|\(|$))/g, (token) => (option.values.some((value) => String(value) === token.trim()) ? valueName(token.trim(), t) : token));
  });
  return rewriteSpans(named.join('|'), game, language, t);
}

/** Code spans naming options, values, presets or games become the names a player sees. */
function rewriteSpans(text: string, game: AnyGame, language: Language, t: T): string {
  const [open, close] = QUOTES[language];
  const quoted = (name: string) => `${open}${name}${close}`;
  return text.replace(/`([^`]+)`/g, (span, inner: string) => {
    const [name, value] = inner.split('=');
    const option = game.options.find((spec) => spec.key === name);
    if (option && value !== undefined) return `${quoted(option.label[language])}: ${/^\d+$/.test(value) ? value : quoted(valueName(value, t))}`;
    if (option) return quoted(option.label[language]);
    if (Object.hasOwn(game.presets, inner)) return quoted(t(`preset_${inner}`, { defaultValue: inner }));
    if (game.options.some((spec) => spec.values.some((v) => String(v) === inner))) return /^\d+$/.test(inner) ? inner : quoted(valueName(inner, t));
    if (inner === game.id) return game.name[language];
    return span;
  });
}
