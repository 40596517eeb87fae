#!/usr/bin/env node
/**
 * Writes the classic card faces' sprite, src/web/public/faces/classic.svg, from Adrian Kennard's card designs as
 * packaged in `@letele/playing-cards` 0.1.0 (CC0 1.0; CREDITS.md): `node scripts/make-card-faces.mjs`. The sprite is
 * committed; run this again only to change how it is made.
 *
 * The package holds each card as a React component (made by svgr from Kennard's SVG files). This script renders each
 * one to plain SVG with a stand-in `createElement`, then keeps only the card's field — the pips as Kennard lays them
 * out, or the court figure in its frame — and drops what the app draws itself: the card's outline, its corner indices
 * (Kennard's rank glyphs and small suits; the app prints its own, В Д К Т in Russian) and the ace of spades' QR code
 * and web address. What is written:
 *
 * - `face-pip-S`, `face-pip-H`, `face-pip-D`, `face-pip-C`: Kennard's suit shapes, one each (viewBox −600…600, the
 *   shape within ±500), without a colour of their own: they take the card's (style.css `.red`, `.black`).
 * - `face-2S` … `face-KC` (rank letter, T for ten, then suit): one symbol a card, the field of Kennard's card, whose
 *   frame is the box (−82.4, −130.4) to (82.4, 130.4) in his 240 × 336 card; the viewBox (`FIELD_VIEWBOX`) keeps a
 *   unit round it for the frame's line. card-face.tsx places it at `CLASSIC_FACE.field` (cards.ts), which has the
 *   same shape. The aces of hearts, diamonds and clubs get a larger pip than Kennard's (110 instead of 70), and the
 *   figures' red is the app's card red (`RED`).
 *
 * Numbers in paths and transforms are rounded to one decimal (a tenth of a unit of a symbol's own viewBox is far
 * under a screen pixel at any card size): the sprite is about 105 KB gzipped instead of 150.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'src/web/public/faces/classic.svg');
const FIELD_VIEWBOX = '-83.4 -131.4 166.8 262.8';
const ACE_PIP = 110;
/** The cards' red (style.css `--red`), for the figures' red too, so that a court's red matches its index's. */
const RED = '#c8102e';

// The package's components, rendered with a stand-in React: each element becomes { tag, props, children }.
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@letele/playing-cards/package.json'));
const version = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
if (version !== '0.1.0') throw new Error(`@letele/playing-cards ${version}: this script was written for 0.1.0`);
let source = readFileSync(join(packageDir, 'dist/index.esm.js'), 'utf8');
const imports = ["import _extends from '@babel/runtime/helpers/extends';", "import * as React from 'react';"];
for (const line of imports) if (!source.includes(line)) throw new Error(`the package no longer starts with ${line}`);
source = source
  .replace(imports[0], 'const _extends = Object.assign;')
  .replace(imports[1], 'const React = { createElement: (tag, props, ...children) => ({ tag, props: props ?? {}, children: children.flat().filter((child) => child != null) }) };');
const temp = join(tmpdir(), `pasyans-cards-${process.pid}.mjs`);
writeFileSync(temp, source);
let deck;
try {
  deck = await import(pathToFileURL(temp).href);
} finally {
  rmSync(temp);
}

const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
/** The package's component name of a card: suit letter, then the rank (a, 2…10, j, q, k). */
const componentOf = (rank, suit) => `${suit}${rank === 'T' ? '10' : /[AJQK]/.test(rank) ? rank.toLowerCase() : rank}`;

/** SVG attribute names from React's props (the few camelCase attributes SVG itself has stay as they are). */
const KEEP_CASE = new Set(['viewBox', 'preserveAspectRatio', 'patternUnits']);
const attributeName = (prop) => (prop === 'xlinkHref' ? 'href' : KEEP_CASE.has(prop) ? prop : prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
/** Rounds every number with two decimals or more to one (the decimal point stays, so no two numbers run together). */
const round = (text) => text.replace(/\d+\.\d{2,}/g, (number) => Number(number).toFixed(1));

function render(node, ids) {
  if (typeof node !== 'object') return String(node).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  let attributes = '';
  for (const [prop, value] of Object.entries(node.props)) {
    if (prop === 'children' || prop === 'className' || prop === 'xmlns' || prop === 'xmlnsXlink' || prop === 'aria-labelledby') continue;
    const name = attributeName(prop);
    let text = String(value);
    if (name === 'id') text = ids(text);
    else if (name === 'href') text = `#${ids(text.slice(1))}`;
    else if (name === 'd' || name === 'transform') text = round(text);
    else if ((name === 'fill' || name === 'stroke') && text === 'red') text = RED;
    attributes += ` ${name}="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  }
  return `<${node.tag}${attributes}>${node.children.map((child) => render(child, ids)).join('')}</${node.tag}>`;
}

const isSuitSymbol = (node) => node.tag === 'symbol' && node.props.viewBox === '-600 -600 1200 1200';
/** Kennard's corner index: the rank glyph (32 units) and the small suit under it (26.769 units). */
const isIndex = (node) => node.tag === 'use' && (node.props.height === 32 || node.props.height === 26.769);

const pips = new Map();
const defs = [];
const symbols = [];
for (const rank of RANKS) {
  for (const suit of SUITS) {
    const name = componentOf(rank, suit);
    const card = deck[name]?.({});
    if (!card) throw new Error(`no card ${name} in the package`);
    const [defsNode, ...body] = card.children;
    if (defsNode.tag !== 'defs') throw new Error(`${name}: no defs first`);
    const suitSymbol = defsNode.children.find(isSuitSymbol);
    if (!suitSymbol) throw new Error(`${name}: no suit symbol`);
    // Ids: the suit symbol becomes the suit's shared pip; the others get the card's code as a prefix.
    const ids = (id) => (id === suitSymbol.props.id ? `face-pip-${suit}` : `f${rank}${suit}-${id.replace(/^.*_svg__/, '')}`);
    if (!pips.has(suit)) {
      const path = suitSymbol.children[0];
      const { fill: _fill, ...props } = path.props; // the pip takes the card's colour
      pips.set(suit, render({ ...suitSymbol, children: [{ ...path, props }] }, ids));
    }
    const kept = [];
    for (const node of body) {
      if (node.tag === 'rect' || node.tag === 'text') continue; // the card's outline; the ace of spades' address
      if (node.tag === 'path' && node.props.fill === '#fff') continue; // the ace of spades' QR code
      if (isIndex(node)) continue;
      if (node.tag === 'g') {
        const children = node.children.filter((child) => !isIndex(child));
        if (children.length) kept.push({ ...node, children });
        continue;
      }
      if (rank === 'A' && suit !== 'S' && node.tag === 'use') {
        kept.push({ ...node, props: { ...node.props, x: -ACE_PIP / 2, y: -ACE_PIP / 2, width: ACE_PIP, height: ACE_PIP } });
        continue;
      }
      kept.push(node);
    }
    if (kept.length === 0) throw new Error(`${name}: nothing left of the card`);
    // Only the definitions the kept parts use (so not the rank glyphs of the corner index), followed through.
    const byId = new Map(defsNode.children.filter((child) => child !== suitSymbol).map((child) => [child.props.id, child]));
    const used = new Set();
    const follow = (node) => {
      if (typeof node !== 'object') return;
      const href = node.props.xlinkHref ?? node.props.href;
      const target = typeof href === 'string' ? byId.get(href.slice(1)) : undefined;
      if (target && !used.has(target)) {
        used.add(target);
        follow(target);
      }
      node.children.forEach(follow);
    };
    kept.forEach(follow);
    for (const child of defsNode.children) if (used.has(child)) defs.push(render(child, ids));
    symbols.push(`<symbol id="face-${rank}${suit}" viewBox="${FIELD_VIEWBOX}">${kept.map((node) => render(node, ids)).join('')}</symbol>`);
  }
}

const sprite = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  `<!-- Pasyans classic card faces: Adrian Kennard's card designs (CC0 1.0), from @letele/playing-cards ${version}; made by scripts/make-card-faces.mjs. See CREDITS.md. -->`,
  '<defs>',
  ...pips.values(),
  ...defs,
  '</defs>',
  ...symbols,
  '</svg>',
  '',
].join('\n');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, sprite);
console.log(`${out}: ${symbols.length} faces, ${pips.size} pips, ${(sprite.length / 1024).toFixed(0)} KB`);
