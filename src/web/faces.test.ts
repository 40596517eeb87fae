/**
 * The classic faces' sprite (src/web/public/faces/classic.svg, written by scripts/make-card-faces.mjs from Kennard's
 * CC0 designs): a symbol for every card and every suit, the pips as on printed cards, a figure for every court, none
 * of Kennard's own indices, nothing that runs or styles, every reference inside the file, and the field's shape the
 * one card-face.tsx places it in (`CLASSIC_FACE`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_INDEX, CLASSIC_FACE } from './cards.js';

const sprite = readFileSync(new URL('./public/faces/classic.svg', import.meta.url), 'utf8');
const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** The text of the symbol with this id (its content), or null. */
function symbolOf(id: string): { viewBox: string; body: string } | null {
  const match = new RegExp(`<symbol id="${id}" viewBox="([^"]+)"[^>]*>([\\s\\S]*?)</symbol>\\s*(?=<symbol|</svg>|<symbol)`).exec(sprite);
  return match ? { viewBox: match[1], body: match[2] } : null;
}

describe('the classic faces\' sprite', () => {
  it('has a face for every card and a pip for every suit, and nothing else at the top level', () => {
    for (const suit of SUITS) {
      expect(sprite, `pip ${suit}`).toContain(`<symbol id="face-pip-${suit}" viewBox="-600 -600 1200 1200"`);
      for (const rank of RANKS) expect(symbolOf(`face-${rank}${suit}`), `${rank}${suit}`).not.toBeNull();
    }
    expect(sprite.match(/<symbol id="face-[^p]/g)).toHaveLength(52);
  });

  it('lays the pips of A–10 out as on printed cards: as many pips as the rank, the lower half turned round', () => {
    for (const suit of SUITS) {
      for (const [i, rank] of RANKS.slice(0, 10).entries()) {
        const face = symbolOf(`face-${rank}${suit}`)!;
        const pips = face.body.match(new RegExp(`<use href="#face-pip-${suit}"`, 'g')) ?? [];
        // The ace of spades draws its one big pip three times: a dashed outline, a white ring, the pip.
        expect(pips.length, `${rank}${suit}`).toBe(rank === 'A' && suit === 'S' ? 3 : i + 1);
        if (i >= 1) expect(face.body, `${rank}${suit}`).toContain('<g transform="rotate(180)">');
      }
    }
  });

  it('gives J, Q and K a figure in a frame: the figure\'s own symbols, drawn twice (the second turned round)', () => {
    for (const suit of SUITS) {
      for (const rank of ['J', 'Q', 'K']) {
        const face = symbolOf(`face-${rank}${suit}`)!;
        const parts = face.body.match(new RegExp(`<use width="164.8" height="260.8" x="-82.4" y="-130.4" href="#f${rank}${suit}-\\w+"`, 'g')) ?? [];
        expect(parts.length, `${rank}${suit}`).toBeGreaterThanOrEqual(6);
        expect(face.body.match(/transform="rotate\(180\)"/g)!.length, `${rank}${suit}`).toBeGreaterThanOrEqual(parts.length / 2);
        expect(face.body, `${rank}${suit}: the frame`).toMatch(/stroke="#44F" fill="none"/);
      }
    }
  });

  it('leaves out Kennard\'s own corner indices, the ace of spades\' QR code and address, and anything that runs or styles', () => {
    // Kennard's rank glyphs are symbols of viewBox −500…500 drawn 32 units high; his corner suit 26.769 units.
    expect(sprite).not.toContain('viewBox="-500 -500 1000 1000"');
    expect(sprite).not.toMatch(/height="32"|height="26.769"/);
    expect(sprite).not.toMatch(/<text|<script|<style|<foreignObject|<image|\sstyle=|\son\w+=/i);
    expect(sprite).not.toContain('fill="#fff" d="m0-34');
  });

  it('refers only to its own symbols', () => {
    const ids = new Set([...sprite.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const hrefs = [...sprite.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(400);
    for (const href of hrefs) {
      expect(href.startsWith('#'), href).toBe(true);
      expect(ids.has(href.slice(1)), href).toBe(true);
    }
  });

  it('has the shape of the field card-face.tsx draws it in, and the classic index lies in the band a fanned card shows', () => {
    const [, , width, height] = symbolOf('face-KS')!.viewBox.split(' ').map(Number);
    expect(CLASSIC_FACE.field.width / CLASSIC_FACE.field.height).toBeCloseTo(width / height, 2);
    for (const rank of RANKS) expect(symbolOf(`face-${rank}H`)!.viewBox).toBe(symbolOf('face-KS')!.viewBox);
    // The field lies between the two index columns, clear of them.
    const { suit, field, rankX, tenWidth } = CLASSIC_FACE;
    expect(suit.y + suit.size).toBeLessThanOrEqual(CARD_INDEX.bandBottom + 1);
    expect(rankX + tenWidth / 2).toBeLessThanOrEqual(CARD_INDEX.stripRight);
    expect(suit.x + suit.size).toBeLessThanOrEqual(field.x);
    expect(field.x + field.width / 2).toBeCloseTo(CARD_INDEX.width / 2, 5);
    expect(field.y + field.height / 2).toBeCloseTo(CARD_INDEX.height / 2, 1);
  });
});
