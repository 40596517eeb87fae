/**
 * Figures that must not break across lines: a percentage ("74.9%", "95 %"), a number with its unit ("1000 ms"), a
 * range ("74.9% – 81.7%", "98–99 %"), with the brackets that hold them ("(82.3% – 85.6%)"). A line may break between
 * figures and around them, never inside one: the views wrap each such figure in a `<span class="figure">` that does
 * not wrap (style.css), so the text itself (what a screen reader reads, what a test or a copy finds) stays as it is.
 * A bare number is left alone: nothing breaks inside it where words do not break inside themselves.
 */

/** A number: digits, with decimal or thousands separators between digits ("74.9", "0,03", "10,000"). */
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
/** A number and the unit after it, if any: a percent sign (with or without a space before it), or milliseconds. */
const AMOUNT = String.raw`${NUMBER}(?:[ \u00a0]?%|[ \u00a0]ms(?![\p{L}\p{N}]))?`;
/** One amount or a range of two (an en dash or a hyphen between, spaced or not), in brackets or not. */
const FIGURE = new RegExp(String.raw`(?<![\p{L}\p{N}.,&#])\(?${AMOUNT}(?:[ \u00a0]?[–-][ \u00a0]?${AMOUNT})?\)?`, 'gu');

/** A run of text: a figure to keep whole, or the text between figures. */
export interface TextPart {
  text: string;
  figure: boolean;
}

/**
 * Splits `text` into the figures a line must not break inside (a number with a unit, or a range) and the text between
 * them; bare numbers stay in the text between. Joined again, the parts give `text` back.
 */
export function splitFigures(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    const figure = match[0];
    // A bare number (or one in brackets) holds no place to break: it stays with the text around it.
    if (/^\(?[\d.,]+\)?$/.test(figure)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), figure: false });
    parts.push({ text: figure, figure: true });
    last = match.index + figure.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), figure: false });
  return parts;
}

/**
 * HTML with each figure of its text wrapped in `<span class="figure">` (tags, and the entities of escaped text, are
 * left as they are; nothing inside `<pre>` or `<code>` changes).
 */
export function keepFiguresInHtml(html: string): string {
  let verbatim = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      if (piece.startsWith('<')) {
        if (/^<(?:pre|code)\b/i.test(piece)) verbatim += 1;
        else if (/^<\/(?:pre|code)>/i.test(piece)) verbatim = Math.max(0, verbatim - 1);
        return piece;
      }
      if (verbatim > 0) return piece;
      return splitFigures(piece)
        .map((part) => (part.figure ? `<span class="figure">${part.text}</span>` : part.text))
        .join('');
    })
    .join('');
}
