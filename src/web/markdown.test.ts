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
});
