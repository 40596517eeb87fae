/**
 * Which card faces the table draws, and the classic faces' art (docs/web.md, "Card faces").
 *
 * The classic faces' pips and court figures are one static SVG sprite, `faces/classic.svg` (made by
 * scripts/make-card-faces.mjs from Adrian Kennard's CC0 designs; CREDITS.md), never part of the first-load script. The
 * app asks for it once the dealt table is painted; the service worker precaches it with the app, so an offline start
 * has it too. The sprite's symbols are put into the page (a hidden SVG), and card-face.tsx draws each card with
 * `<use href="#face-7H">`: nothing more is fetched per card, and a card never shows a half-loaded face. Until the
 * sprite is in the page — and whenever it cannot be had — the table draws the large-index faces, which need no art.
 */
import { createContext } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CardFaceName } from './themes.js';

/** The faces the table draws now: the chosen ones, or `large` while the classic art is not in the page. */
export const FaceContext = createContext<CardFaceName>('large');

/** The sprite of the classic faces, relative to the page (src/web/public/faces/). */
export const CLASSIC_SPRITE = './faces/classic.svg';
/** The id of the element that holds the sprite once it is in the page. */
const SPRITE_HOLDER = 'face-art-classic';

let loading: Promise<boolean> | null = null;

/**
 * Fetches the classic sprite and puts its symbols into the page, once; resolves true when they are there, false when
 * the file could not be had or read (the large-index faces stay). Symbols only: the file holds no script and no style,
 * and its elements are imported through a parser for SVG, never as HTML.
 */
export function loadClassicArt(): Promise<boolean> {
  loading ??= (async () => {
    try {
      const response = await fetch(CLASSIC_SPRITE);
      if (!response.ok) return false;
      const parsed = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
      const svg = parsed.documentElement;
      if (svg.nodeName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) return false;
      const holder = document.importNode(svg, true);
      holder.id = SPRITE_HOLDER;
      holder.setAttribute('class', 'defs');
      holder.setAttribute('aria-hidden', 'true');
      holder.setAttribute('width', '0');
      holder.setAttribute('height', '0');
      document.body.appendChild(holder);
      return true;
    } catch {
      return false;
    }
  })();
  const attempt = loading;
  // A failed attempt may be tried again (the next choice of the classic faces, the next start).
  void attempt.then((ok) => {
    if (!ok && loading === attempt) loading = null;
  });
  return attempt;
}

/**
 * The faces to draw for the chosen ones: `classic` once its art is in the page, asked for after the first paint (two
 * frames after this hook's first effect, so the dealt table is on screen first); `large` until then. The root
 * element's `data-face` says which faces are drawn and `data-face-chosen` which are chosen (the tests wait until the
 * two agree).
 */
export function useDrawnFace(chosen: CardFaceName): CardFaceName {
  const [artReady, setArtReady] = useState(false);
  useEffect(() => {
    if (chosen !== 'classic' || artReady) return;
    let live = true;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        void loadClassicArt().then((ok) => {
          if (live && ok) setArtReady(true);
        });
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [chosen, artReady]);
  const drawn: CardFaceName = chosen === 'classic' && artReady ? 'classic' : 'large';
  useEffect(() => {
    document.documentElement.dataset.face = drawn;
    document.documentElement.dataset.faceChosen = chosen;
  }, [drawn, chosen]);
  return drawn;
}
