/**
 * Cards as SVG, in two faces (themes.ts `CARD_FACES`; which one is drawn comes from faces.ts's `FaceContext`):
 *
 * - classic: a printed card's index (the app's own rank letters over a small suit, top left and, turned round, bottom
 *   right) and between them the field from the classic sprite — the pips as Kennard lays them out, or a court figure
 *   (faces.ts, scripts/make-card-faces.mjs).
 * - large: drawn by code, needing no art: a large index (rank) and suit in the top corners so an overlapped card still
 *   reads, a big suit (or the court letter in a frame) in the middle. Also what shows until the classic art is in.
 *
 * Backs use the pattern defined once in index.html (`#card-back`). Suits are paths, so they do not depend on the
 * fonts installed.
 */
import { useContext } from 'preact/hooks';
import { memo } from 'preact/compat';
import type { Card } from '../core/cards.js';
import { isRed } from '../core/cards.js';
import { CARD_INDEX, CLASSIC_FACE, isCourt, rankLabel } from './cards.js';
import { FaceContext } from './faces.js';
import type { Language } from './i18n.js';

/** Suit shapes in a 10 × 10 box. */
function SuitShape({ suit, x, y, size }: { suit: string; x: number; y: number; size: number }) {
  const transform = `translate(${x} ${y}) scale(${size / 10})`;
  switch (suit) {
    case 'H':
      return <path transform={transform} d="M5 9.6C5 9.6 0 6 0 3 0 1.3 1.2 0 2.7 0 3.8 0 4.6.7 5 1.6 5.4.7 6.2 0 7.3 0 8.8 0 10 1.3 10 3 10 6 5 9.6 5 9.6Z" />;
    case 'D':
      return <path transform={transform} d="M5 0 9 5 5 10 1 5Z" />;
    case 'S':
      return <path transform={transform} d="M5 0C5 0 0 3.8 0 6.4 0 7.9 1.1 8.8 2.4 8.8 3.2 8.8 3.9 8.4 4.3 7.8 4.2 8.9 3.6 9.6 2.8 10H7.2C6.4 9.6 5.8 8.9 5.7 7.8 6.1 8.4 6.8 8.8 7.6 8.8 8.9 8.8 10 7.9 10 6.4 10 3.8 5 0 5 0Z" />;
    default:
      return (
        <g transform={transform}>
          <circle cx="5" cy="2.6" r="2.4" />
          <circle cx="2.5" cy="6.2" r="2.4" />
          <circle cx="7.5" cy="6.2" r="2.4" />
          <path d="M4.3 5.5H5.7L6.6 10H3.4Z" />
        </g>
      );
  }
}

type Mark = { text: string; goes: boolean };

/** Go, No Go's second-deal mark, between the rank and the corner suit (`CARD_INDEX.mark`). */
function CardMark({ mark }: { mark: Mark }) {
  return (
    <g class={`card-mark${mark.goes ? ' goes' : ''}`}>
      <rect x={CARD_INDEX.mark.x - 9} y={CARD_INDEX.mark.y - 9} width="18" height="12" rx="3" />
      <text x={CARD_INDEX.mark.x} y={CARD_INDEX.mark.y} text-anchor="middle">{mark.text}</text>
    </g>
  );
}

/**
 * The classic face (`CLASSIC_FACE` in cards.ts): the index column top left (the rank, `.card-index`, over the suit,
 * `.strip-suit`), the same turned round at the bottom right, and the card's field from the sprite.
 */
function ClassicFace({ card, rank, colour, mark }: { card: Card; rank: string; colour: string; mark?: Mark }) {
  const { rankX, rankBaseline, rankSize, tenWidth, suit, field } = CLASSIC_FACE;
  const ten = rank.length > 1;
  const index = (top: boolean) => (
    <>
      <text x={rankX} y={rankBaseline} style={{ fontSize: `${rankSize}px` }} class={top ? 'card-index' : 'card-index-foot'} text-anchor="middle" textLength={ten ? tenWidth : undefined} lengthAdjust={ten ? 'spacingAndGlyphs' : undefined}>{rank}</text>
      <use href={`#face-pip-${card[1]}`} class={top ? 'strip-suit' : undefined} x={suit.x} y={suit.y} width={suit.size} height={suit.size} />
    </>
  );
  return (
    <svg class={`card-svg classic ${colour}`} viewBox="0 0 60 84" aria-hidden="true">
      <rect x="0.5" y="0.5" width="59" height="83" rx="4" class="card-front" />
      <use href={`#face-${card}`} class="card-art" x={field.x} y={field.y} width={field.width} height={field.height} />
      {index(true)}
      <g transform="rotate(180 30 42)">{index(false)}</g>
      {mark ? <CardMark mark={mark} /> : null}
    </svg>
  );
}

/**
 * One card face (or back), 60 × 84 units, scaled to its box, in the faces `FaceContext` says. The large-index face
 * (`CARD_INDEX` in cards.ts): the rank top left, a suit top right and another under the rank, so a card overlapped
 * from below or from the right still reads whole. `mark` (Go, No Go's second-deal preview) sits between the rank and
 * the corner suit, never over them.
 */
export const CardFace = memo(function CardFace({ card, faceUp, language, mark }: { card: Card; faceUp: boolean; language: Language; mark?: Mark }) {
  const face = useContext(FaceContext);
  if (!faceUp) {
    return (
      <svg class="card-svg" viewBox="0 0 60 84" aria-hidden="true">
        <rect x="0.5" y="0.5" width="59" height="83" rx="5" class="card-back-edge" />
        <rect x="4" y="4" width="52" height="76" rx="3" fill="url(#card-back)" />
      </svg>
    );
  }
  const rank = rankLabel(card, language);
  const suit = card[1];
  const colour = isRed(card) ? 'red' : 'black';
  if (face === 'classic') return <ClassicFace card={card} rank={rank} colour={colour} mark={mark} />;
  const ten = rank.length > 1;
  const { cornerSuit, stripSuit } = CARD_INDEX;
  return (
    <svg class={`card-svg ${colour}`} viewBox="0 0 60 84" aria-hidden="true">
      <rect x="0.5" y="0.5" width="59" height="83" rx="5" class="card-front" />
      <text x={CARD_INDEX.rankX} y={CARD_INDEX.rankBaseline} class="card-index" textLength={ten ? CARD_INDEX.tenWidth : undefined} lengthAdjust={ten ? 'spacingAndGlyphs' : undefined}>{rank}</text>
      <g class="index-suit"><SuitShape suit={suit} x={cornerSuit.x} y={cornerSuit.y} size={cornerSuit.size} /></g>
      <g class="strip-suit"><SuitShape suit={suit} x={stripSuit.x} y={stripSuit.y} size={stripSuit.size} /></g>
      {isCourt(card) ? (
        <g>
          <rect x="20" y="28" width="34" height="50" rx="3" class="court-frame" />
          <text x="37" y="60" class="court-letter" text-anchor="middle">{rank}</text>
          <SuitShape suit={suit} x={32.5} y={63} size={9} />
        </g>
      ) : (
        <SuitShape suit={suit} x={22} y={40} size={28} />
      )}
      {mark ? <CardMark mark={mark} /> : null}
    </svg>
  );
});
