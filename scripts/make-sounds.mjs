#!/usr/bin/env node
/**
 * Synthesises the app's four sounds, made for the project (no recording, no sample of anyone else's; CREDITS.md):
 * `node scripts/make-sounds.mjs`. Writes src/web/public/sounds/{card,refused,redeal,win}.wav — 16-bit mono PCM at
 * 22,050 Hz, the format every browser's Web Audio decodes — which are committed; run this again only to change them.
 * The noise comes from a seeded generator, so the files come out the same byte for byte.
 *
 * - card: a card laid — a short papery tap (band-passed noise, 2 ms attack, ~15 ms decay) over a soft low thud.
 * - refused: a move refused — two soft low notes falling (a fourth down), muted, not a buzzer.
 * - redeal: the waste turned over or a pile gathered and dealt again — a riffle of a dozen taps speeding up.
 * - win: a won game — a rising arpeggio (C E G C) of bell-like notes that ring out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const outDir = fileURLToPath(new URL('../src/web/public/sounds/', import.meta.url));

/** A seeded generator of uniform noise in [-1, 1) (a linear congruential generator; the seed fixes the files). */
function noise(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2147483648 - 1;
  };
}

/** A two-pole band-pass filter (RBJ's cookbook, constant peak gain) over a signal, sample by sample. */
function bandPass(centre, q) {
  const w = (2 * Math.PI * centre) / RATE;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const b0 = alpha / a0;
  const b2 = -alpha / a0;
  const a1 = (-2 * Math.cos(w)) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  return (x) => {
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    return y;
  };
}

/** Adds one card tap at `start` seconds into `samples`, `level` its loudness. */
function tap(samples, start, level, seed) {
  const random = noise(seed);
  const paper = bandPass(2600, 0.9);
  const body = bandPass(900, 1.2);
  const begin = Math.round(start * RATE);
  const length = Math.round(0.07 * RATE);
  for (let i = 0; i < length && begin + i < samples.length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.002);
    const n = random();
    const crisp = paper(n) * Math.exp(-t / 0.012);
    const thud = body(n) * 0.8 * Math.exp(-t / 0.02) + Math.sin(2 * Math.PI * 170 * t) * 0.35 * Math.exp(-t / 0.018);
    samples[begin + i] += level * attack * (crisp + thud);
  }
}

/** Adds a soft note: a sine with a little of its octave, `decay` seconds to fall by e. */
function note(samples, start, frequency, length, decay, level, { octave = 0.25, fifth = 0 } = {}) {
  const begin = Math.round(start * RATE);
  const count = Math.round(length * RATE);
  for (let i = 0; i < count && begin + i < samples.length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.004);
    const release = Math.min(1, (count - i) / (0.01 * RATE));
    const tone = Math.sin(2 * Math.PI * frequency * t) + octave * Math.sin(4 * Math.PI * frequency * t) * Math.exp(-t / (decay / 2)) + fifth * Math.sin(6 * Math.PI * frequency * t) * Math.exp(-t / (decay / 3));
    samples[begin + i] += level * attack * release * Math.exp(-t / decay) * tone;
  }
}

/** Scales to the given peak (0..1) and writes a 16-bit mono WAV file. */
function writeWav(name, samples, peak) {
  const max = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => data.writeInt16LE(Math.round((value / max) * peak * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(join(outDir, `${name}.wav`), Buffer.concat([header, data]));
  console.log(`${name}.wav  ${(samples.length / RATE).toFixed(2)} s  ${((44 + data.length) / 1024).toFixed(1)} KB`);
}

mkdirSync(outDir, { recursive: true });

const card = new Float64Array(Math.round(0.08 * RATE));
tap(card, 0, 1, 7);
writeWav('card', card, 0.5);

const refused = new Float64Array(Math.round(0.24 * RATE));
note(refused, 0, 311.1, 0.1, 0.06, 1, { octave: 0.15 });
note(refused, 0.09, 233.1, 0.15, 0.07, 1, { octave: 0.15 });
writeWav('refused', refused, 0.4);

const redeal = new Float64Array(Math.round(0.36 * RATE));
// Twelve taps, each gap 85 % of the one before, the loudness wavering as a riffle's does.
let at = 0;
let gap = 0.045;
for (let i = 0; i < 12; i++) {
  tap(redeal, at, 0.55 + 0.45 * Math.abs(Math.sin(i * 1.7)), 100 + i);
  at += gap;
  gap *= 0.85;
}
writeWav('redeal', redeal, 0.5);

const win = new Float64Array(Math.round(0.95 * RATE));
[523.25, 659.25, 783.99, 1046.5].forEach((frequency, i) => note(win, i * 0.09, frequency, 0.95 - i * 0.09, 0.28, i === 3 ? 1.1 : 1, { octave: 0.3, fifth: 0.08 }));
writeWav('win', win, 0.45);
