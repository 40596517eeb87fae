/**
 * The rules pages (docs/rules/<game>.<language>.md) as HTML, through the marked library (GitHub-flavoured Markdown:
 * headings, lists, tables, code, emphasis). Raw HTML in the text is shown as text, not inserted, and headings move
 * one level down so a page's title sits under the dialog's own heading.
 */
import { Marked } from 'marked';

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
 * that scrolls sideways when the table is wider than the dialog (a phone), so the dialog itself never overflows.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false }).replace(/<table>/g, '<div class="table-scroll"><table>').replace(/<\/table>/g, '</table></div>');
}
