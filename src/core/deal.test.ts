import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type DeckSize, orderedDeck } from './cards.js';
import { deckOrderOf, parseDeckOrder, shuffledDeck, validateDeckOrder } from './deal.js';

// Golden deals: RULES.md "Deals, the same for every game" — "deal N must give the same cards in every future
// version". These lines were produced once by the documented shuffle (deal.ts); never edit them.
const GOLDEN: [DeckSize, number, string][] = [
  [32, 0, 'TC 8H 9C AS 7H 8D 7C QH KD KS JC JS 7S QS AH 9S AD AC TH 7D JH 8C KH TD 9D 8S TS 9H JD QD QC KC'],
  [32, 1, 'JS TC 9S KC 7S 8C 8D 8S TS AD 7H JH 9H QD QS AC AS 9D JC KS 9C KD 7D 7C AH 8H TD QH KH JD TH QC'],
  [32, 7, 'AD JD JS TD 7D 9D 8S TS QC TH 8D JC JH 8H 7H 9C 8C QD 7S AH QH KC 9S AS 7C QS KS KD 9H KH TC AC'],
  [32, 4294967295, '9C 8S QD JC JS KD 7S TS TH TD 9D QC 7H 9H 9S AC QS KS AH AD KC TC JH 8D KH 7C 8H QH 8C JD 7D AS'],
  [36, 0, '7D TC AD 7H 9D KC 8C AS 7S 8D 8H 6H KH 6C JH AH 6S 9S 9H QS JD 8S AC TS TD KD 7C QH TH QC QD 9C JC KS JS 6D'],
  [36, 1, '7D TH KH TC 8C JD 6S 7C AH 9C 6D 8H AC QD QS QC JC 7H 7S KS KC 8D JS JH 8S 9S 9H 6H QH 9D TS KD AS TD 6C AD'],
  [36, 7, '9H 9C TC JD 6C TD AD TS 8D 9D KC JH 8C 6S 7S KS JC QH JS 9S TH 8S QD AC 7C QC KH AS 6D 6H AH QS KD 7H 7D 8H'],
  [36, 4294967295, '8C QD QH 8D QS 9H JD 6S 9C KD AD 8H KC KS TH 6D TC KH AC JC QC 8S TS 9S 6H 9D JH JS AS 7C AH 7S 6C 7H TD 7D'],
  [52, 0, '5S 8C 2S 7S TD 3H AS 6S TS 6H KC 9H JD QC 5C JS TH AC 2D AH QS KD 3S 7C TC 4D 4S AD 9D 5H 3D JC 4C 3C 9S 7H KS 6D 5D QD 8H 6C KH 2C 2H 4H 8D 9C 8S 7D QH JH'],
  [52, 1, '9H 3C 6H 7C 8D QD 6C KH JH AC 8C 8H 6S 3S 2D 7D 3H TS AD KS AH 5H 4S KD TC 5D TD 7S 4D JS 4H JC KC 7H 2S 5S 2C QS 2H 8S JD QH 5C 9C 9S 3D AS QC 9D 6D 4C TH'],
  [52, 7, '8S 2C 6C 8D QS 6S 8C 2H 7H 6D 2S AS 9C JD 5D QD KS QC TH KD 6H TD 2D AH 4S 3D 3H 8H 5C 9H QH AC JC 3C TS KC 7D 5H 4C 7C 9D 7S JS 5S AD 9S 3S JH 4D KH TC 4H'],
  [52, 4294967295, '9H 2H 8S 5D 4H QD AH JS KS 9C JC TD 7H JH 4S 4D 3D 3S 5S 7D 6H 5C 8H TS 3H 7S QC 9S KH 6C KD 4C 8C AC 8D 6D 2C 6S 5H JD 2D KC TC TH AS QS 3C 9D 7C 2S AD QH'],
  [104, 0, 'JS 2C TS QC AS AD 4S 6C QC TD 5C 3D 9H TH 7S KC AC 5S 6S 4S 8S 6D 9D TH 7S 3H KH 2D KD 4C 3D 7H JD TD JC KC QS 3C JS 9C 7C 8H JC 2C 8C QD 4D 5D 5H 4H 7H QH AH 6H 3H 9S QS 4H 5H 6S TC 7D 4D 7D KS 6D TS 7C 6H 9H 5S AH 9D 2H AS 9S KS KD KH 5D 4C 9C 8S AC 2S 8C 6C 2D 3S QD 5C TC JD 2H 8D 8H 2S AD 8D JH 3C QH 3S JH'],
  [104, 1, '3H 6D 2C 9S AH 3C AS 8H 7H 5D 3S 7D 7H 5S 4C KH 5D KH 4D 7D 9S 8D TC 9H 3S 6S 8H 5H KS 4S AD 4S 7C 8D 5C 5H JC 7S QS QC AC JH 3C 4H QH 6C AH 4D 3D 9H AS KC KS 9C KD JD 6H TC AC 2D TD JS TS 8C JC 2H 8C KC 5C 8S 2S 3D QC TS 9C 7S QD 4C 6D AD 2C 2H 6H 2D 3H JH QS 6C JD 8S 2S TD 9D QH 4H 9D 7C 5S TH KD JS 6S QD TH'],
  [104, 7, 'QC KH 9H QD KC 3S AH 8H 8D AS 3C 6D JS 7C 3C QS 2S 5C AD AC JC 6D 5D 7H 8C 3H 6H 5C 7H TH 5H QC 5S 4D 2S 4S 6S 4H 2D 9C JH QD 4D 9H KS 7S 7S KC KD 5H AD 2H 4C QS 8D 6H 9C 7D JS 8S 9S 8H 6C KS 5S AC TH 7D TC JD 3D 2H 4S 3D 4C KH TD 9D 8S QH 3S 3H TS JD 8C TD 5D AS 2C 6S JC 2C 6C TC AH QH 9D 9S 2D JH TS 7C KD 4H'],
  [104, 4294967295, '4C QC 6C 3H 2H 3S 7H KD 5D AC 7S TS 8C KC 2S 4S 4D 3S 9S JH 5H TS 7H 6S 7D 3C KH JS JD JS 2S 9C AS 8C 2C 6D 6H KC TH 9H QC 7D KD TC KH 2D 8D 9D 2D QH 8D 4C 3D 9H 5D 5H TD 5C 6S QD 9D 8H 4D QS JH AH KS TC JD 9S AD 8S 3H 6H 8H AH 7C 9C QD 6C TD TH 3C 6D 4H JC JC QS 4S 5C 5S 3D KS 4H AS 2H AD 8S AC 7S 5S 7C 2C QH'],
];

describe('numbered deals', () => {
  test.each(GOLDEN)('deck of %i, deal %i is pinned', (size, seed, cards) => {
    expect(shuffledDeck(seed, size).join(' ')).toBe(cards);
  });

  test('every deal is a permutation of the deck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom<DeckSize>(32, 36, 52, 104), (seed, size) => {
        const deck = shuffledDeck(seed, size);
        expect([...deck].sort()).toEqual(orderedDeck(size).sort());
      }),
      { numRuns: 300 },
    );
  });

  test('seeds outside 0 .. 2^32 − 1 are refused', () => {
    expect(() => shuffledDeck(-1, 52)).toThrow(RangeError);
    expect(() => shuffledDeck(2 ** 32, 52)).toThrow(RangeError);
    expect(() => shuffledDeck(1.5, 52)).toThrow(RangeError);
    expect(deckOrderOf({ seed: -3 }, 52).ok).toBe(false);
  });

  test('deck sizes hold the right ranks', () => {
    expect(orderedDeck(32).some((card) => card[0] === '6')).toBe(false);
    expect(orderedDeck(36).filter((card) => card[0] === '6')).toHaveLength(4);
    expect(orderedDeck(104).filter((card) => card === 'AS')).toHaveLength(2);
  });
});

describe('explicit deck orders', () => {
  const deck52 = shuffledDeck(5, 52);

  test('a JSON array and whitespace-separated codes both read, first dealt first', () => {
    const json = parseDeckOrder(JSON.stringify(deck52), 52);
    const text = parseDeckOrder(deck52.join(' \n'), 52);
    expect(json).toEqual({ ok: true, value: deck52 });
    expect(text).toEqual({ ok: true, value: deck52 });
  });

  test('the wrong number of cards is refused with the count', () => {
    const result = parseDeckOrder(deck52.slice(1).join(' '), 52);
    expect(result).toEqual({ ok: false, error: 'deck order: 51 cards given, the game needs 52' });
  });

  test('an unknown code is refused, naming it', () => {
    const result = parseDeckOrder(['XX', ...deck52.slice(1)].join(' '), 52);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('"XX" is not a card code');
  });

  test('a card not in the deck is refused (a six in a 32-card deck)', () => {
    const deck = shuffledDeck(5, 32);
    deck[0] = '6S';
    const result = validateDeckOrder(deck, 32);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('"6S" is not in the 32-card deck');
  });

  test('a deck of the wrong size is named by its count first, with the card that repeats', () => {
    const result = validateDeckOrder([...deck52, deck52[5]], 52);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe(`deck order: 53 cards given, the game needs 52 (${deck52[5]} appears 2 times, but the 52-card deck holds it once)`);
  });

  test('a card more often than the decks hold is refused', () => {
    const once = [...deck52];
    once[1] = once[0];
    const result = validateDeckOrder(once, 52);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/appears 2 times, but the 52-card deck holds it once/);
    const two = shuffledDeck(9, 104);
    const third = two.indexOf(two[0], 1);
    two[two.findIndex((card, i) => i !== 0 && i !== third && card !== two[0])] = two[0];
    const result104 = validateDeckOrder(two, 104);
    expect(result104.ok).toBe(false);
    if (!result104.ok) expect(result104.error).toMatch(/appears 3 times, but the 104-card deck holds it 2 times/);
  });

  test('damaged JSON is refused with a clear message', () => {
    expect(parseDeckOrder('["AS", ', 52)).toMatchObject({ ok: false });
    expect(parseDeckOrder('[1, 2]', 52)).toEqual({ ok: false, error: 'deck file: the JSON must be an array of card-code strings' });
    expect(parseDeckOrder('   ', 52)).toEqual({ ok: false, error: 'deck file: no cards in it' });
  });

  test('issue 8, item 10: a JSON object (a game record) is refused as such; a wrong file does not flood the message', () => {
    const record = JSON.stringify({ format: 1, game: 'klondike', options: {}, deal: { seed: 1 }, moves: [] });
    expect(parseDeckOrder(record, 52)).toEqual({ ok: false, error: 'deck file: a JSON object is not a deck order (a JSON array of card codes, or card codes separated by spaces)' });
    expect(parseDeckOrder('AS', 52)).toEqual({ ok: false, error: 'deck order: 1 card given, the game needs 52' });
    expect(parseDeckOrder(`${'x'.repeat(5000)} AS`, 52)).toEqual({ ok: false, error: 'deck order: card 1 "XXXXXXXXXXXX…" is not a card code (rank A23456789TJQK then suit SHDC, like AS or TD)' });
  });
});
