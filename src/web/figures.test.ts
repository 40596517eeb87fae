/** Unit tests of figures.ts: the figures a line must not break inside. */
import { describe, expect, it } from 'vitest';
import { keepFiguresInHtml, splitFigures } from './figures.js';

const figures = (text: string) => splitFigures(text).filter((part) => part.figure).map((part) => part.text);

describe('figures kept whole', () => {
  it('finds percentages, amounts with a unit and ranges, with their brackets; bare numbers stay in the text', () => {
    expect(figures('84.0% (82.3% – 85.6%)')).toEqual(['84.0%', '(82.3% – 85.6%)']);
    expect(figures('34.6% (32.5% – 36.8%), 2000 deals')).toEqual(['34.6%', '(32.5% – 36.8%)']);
    expect(figures('Won 98 % (95 %: 98–99 %)')).toEqual(['98 %', '(95 %', '98–99 %)']);
    expect(figures('Wins 82–85 % of deals: 0.03 % not decided yet')).toEqual(['82–85 %', '0.03 %']);
    expect(figures('1000 ms')).toEqual(['1000 ms']);
    expect(figures('2000000 states, 1643 won, rule 7, draw 3, 1')).toEqual([]);
    expect(figures('rules 3–8.')).toEqual(['3–8']);
    // Numbers inside words or entities are not figures.
    expect(figures('Go2% &#39;')).toEqual([]);
    expect(figures('msg 5 msec')).toEqual([]);
  });

  it('gives the text back whole', () => {
    for (const text of ['', 'no figures here', '**74.9% – 81.7%** | 80.4% (77.6% – 82.8%) | not measured', 'Сходится 89–91 % раскладов: 2 % ещё не решено']) {
      expect(splitFigures(text).map((part) => part.text).join('')).toBe(text);
    }
  });

  it('wraps the figures of HTML text in a span, never inside a tag, an entity or code', () => {
    expect(keepFiguresInHtml('<td><strong>74.9% – 81.7%</strong></td><td>1000 ms</td><td>37</td>')).toBe(
      '<td><strong><span class="figure">74.9% – 81.7%</span></strong></td><td><span class="figure">1000 ms</span></td><td>37</td>',
    );
    expect(keepFiguresInHtml('<p title="5 %">&#39;s <code>5 %</code> <pre>1 %</pre></p>')).toBe('<p title="5 %">&#39;s <code>5 %</code> <pre>1 %</pre></p>');
  });
});
