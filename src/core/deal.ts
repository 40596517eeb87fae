/**
 * Deals: numbered deals (seeds) and explicit deck orders.
 *
 * RULES.md "Deals, the same for every game": a deal is a deck order, first card first (the top of a face-down
 * stock). A numbered deal N (a 32-bit unsigned integer) becomes a deck order by one documented shuffle:
 *
 * 1. Start from `orderedDeck(size)` (see cards.ts: suits S H D C, ranks A..K within a suit, two copies for 104).
 * 2. Seed pure-rand's `xoroshiro128plus` with `N | 0` (the seed's 32 bits read as a signed integer).
 * 3. Fisher–Yates from the back: for i = size−1 down to 1, draw j = uniformInt(rng, 0, i) and swap cards i and j.
 *
 * The result is the deck order. Golden tests (deal.test.ts) pin several seeds for every deck size, and the exact
 * pure-rand version is pinned in package.json, so deal N stays the same in every future version.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type Card, type DeckSize, isCardCode, orderedDeck } from './cards.js';
import { type Result, err, ok } from './result.js';

/** The largest seed: deals are numbered 0 .. 2^32 − 1. */
export const MAX_SEED = 0xffffffff;

/** True for an integer in 0 .. 2^32 − 1. */
export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/**
 * The deck order of numbered deal `seed` for a deck of `size` cards.
 * @throws RangeError when `seed` is not an integer in 0 .. 2^32 − 1 (callers validate user input first).
 */
export function shuffledDeck(seed: number, size: DeckSize): Card[] {
  if (!isSeed(seed)) throw new RangeError(`deal number must be an integer from 0 to ${MAX_SEED}, got ${seed}`);
  const deck = orderedDeck(size);
  const rng = xoroshiro128plus(seed | 0);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const card = deck[i];
    deck[i] = deck[j];
    deck[j] = card;
  }
  return deck;
}

/**
 * Checks that `cards` is a complete deck order for a deck of `size`: the right count, only known codes, and no card
 * more often than the deck holds it (once, or twice for 104). Returns the cards or an error naming the problem.
 */
/** A word of user input for an error message: quoted, and cut to 12 characters so that a wrong file does not flood it. */
function quoted(text: string): string {
  return JSON.stringify([...text].length > 12 ? `${[...text].slice(0, 12).join('')}…` : text);
}

export function validateDeckOrder(cards: readonly string[], size: DeckSize): Result<Card[]> {
  const allowed = new Map<string, number>();
  for (const card of orderedDeck(size)) allowed.set(card, (allowed.get(card) ?? 0) + 1);
  const seen = new Map<string, number>();
  let extra: string | null = null;
  for (let i = 0; i < cards.length; i++) {
    const code = cards[i];
    if (!isCardCode(code)) return err(`deck order: card ${i + 1} ${quoted(code)} is not a card code (rank A23456789TJQK then suit SHDC, like AS or TD)`);
    const limit = allowed.get(code) ?? 0;
    if (limit === 0) return err(`deck order: card ${i + 1} ${quoted(code)} is not in the ${size}-card deck`);
    const count = (seen.get(code) ?? 0) + 1;
    seen.set(code, count);
    if (count > limit && extra === null) extra = `${code} appears ${count} times, but the ${size}-card deck holds it ${limit === 1 ? 'once' : `${limit} times`}`;
  }
  // A wrong count is named first (a deck of 53 is one card too many, whichever card repeats), with the repeat after it.
  if (cards.length !== size) return err(`deck order: ${cards.length} ${cards.length === 1 ? 'card' : 'cards'} given, the game needs ${size}${extra === null ? '' : ` (${extra})`}`);
  if (extra !== null) return err(`deck order: ${extra}`);
  return ok([...cards]);
}

/**
 * Parses the text of a deck file: either a JSON array of card codes or card codes separated by whitespace (commas
 * are allowed too), first dealt first; then validates it as a deck of `size`. A JSON object (a game record, say) is
 * refused as such, not read as card codes.
 */
export function parseDeckOrder(text: string, size: DeckSize): Result<Card[]> {
  const trimmed = text.trim();
  let codes: string[];
  if (trimmed.startsWith('{')) return err('deck file: a JSON object is not a deck order (a JSON array of card codes, or card codes separated by spaces)');
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      return err(`deck file: not valid JSON (${(error as Error).message})`);
    }
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      return err('deck file: the JSON must be an array of card-code strings');
    }
    codes = parsed.map((code) => code.trim().toUpperCase());
  } else {
    codes = trimmed.split(/[\s,]+/).filter((code) => code.length > 0).map((code) => code.toUpperCase());
  }
  if (codes.length === 0) return err('deck file: no cards in it');
  return validateDeckOrder(codes, size);
}

/** How a deal is given: by its number, or as an explicit deck order. */
export type DealSpec = { seed: number } | { deck: Card[] };

/** The deck order of a deal for a deck of `size`, or an error when an explicit order does not fit the deck. */
export function deckOrderOf(deal: DealSpec, size: DeckSize): Result<Card[]> {
  if ('seed' in deal) {
    if (!isSeed(deal.seed)) return err(`deal number must be an integer from 0 to ${MAX_SEED}`);
    return ok(shuffledDeck(deal.seed, size));
  }
  return validateDeckOrder(deal.deck, size);
}
