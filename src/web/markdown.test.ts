/** Unit tests of the web app's pure parts: rules pages (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.js';

describe('rules pages', () => {
  it('renders headings, lists, emphasis and escapes HTML', () => {
    const html = markdownToHtml('# Title\n\nSome **bold** and *it* and `code` <b>.\n\n- one\n- two\n\n1. first\n');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/);
    const table = markdownToHtml('| a | b |\n|---|---|\n| 1 | **2** |\n| 3 | 4 |');
    expect(table).toContain('<th>a</th>');
    expect(table).toContain('<td><strong>2</strong></td>');
  });

  it('puts each table in a box that scrolls, takes the focus and is named for the heading over it', () => {
    const html = markdownToHtml('| a |\n|---|\n| 1 |\n\n## Win *rate*\n\n| b |\n|---|\n| 74.9% – 81.7% |', 'Table');
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>');
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Win rate"><table>');
    expect((html.match(/<\/table><\/div>/g) ?? []).length).toBe(2);
    // A range stays whole on its line.
    expect(html).toContain('<td><span class="figure">74.9% – 81.7%</span></td>');
  });
});
