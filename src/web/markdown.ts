/**
 * The rules pages (docs/rules/<game>.<language>.md) as HTML, through the marked library (GitHub-flavoured Markdown:
 * headings, lists, tables, code, emphasis). Raw HTML in the text is shown as text, not inserted, and headings move
 * one level down so a page's title sits under the dialog's own heading.
 */
import { Marked } from 'marked';
import { keepFiguresInHtml } from './figures.js';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const marked = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
  },
  renderer: {
    html(token) {
      return escapeHtml(token.text);
    },
  },
});

/**
 * Renders Markdown text to an HTML string safe to insert (raw HTML is escaped). Each table comes in a box of its own
 * that scrolls sideways when the table is wider than the dialog, so the dialog itself never overflows; the box takes
 * the keyboard's focus (its arrow keys scroll it) and is named for the heading over the table, else `tableLabel`.
 * Figures (a percentage, a range, a number and its unit) are kept whole on their line (figures.ts).
 */
export function markdownToHtml(markdown: string, tableLabel = 'Table'): string {
  let heading = '';
  const html = marked.parse(markdown, { async: false }).replace(/<h\d[^>]*>([\s\S]*?)<\/h\d>|<table>|<\/table>/g, (tag, title: string | undefined) => {
    if (title !== undefined) {
      heading = title.replace(/<[^>]*>/g, '').trim();
      return tag;
    }
    if (tag === '</table>') return '</table></div>';
    return `<div class="table-scroll" tabindex="0" role="region" aria-label="${heading || escapeHtml(tableLabel)}"><table>`;
  });
  return keepFiguresInHtml(html);
}
