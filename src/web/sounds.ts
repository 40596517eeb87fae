/**
 * Sounds (docs/web.md, "Sound"): a card laid, a move refused, a redeal, a win — short files made for the project
 * (scripts/make-sounds.mjs; CREDITS.md), precached with the app, played through the Web Audio API.
 *
 * Nothing sounds before the player's first gesture: no AudioContext exists until a pointerdown or keydown reaches the
 * page with sounds on. That gesture creates it (browsers let a context made during a gesture play) and fetches and
 * decodes the four files; a sound asked for while they are still decoding plays once they are, if that is soon
 * (`LATE_MS`), else not at all. With sounds off (Settings), nothing is created, fetched or played.
 */
import type { AnyGame, Move, Options, Position, Status } from '../core/game.js';

export type SoundCue = 'card' | 'refused' | 'redeal' | 'win';
const CUES: readonly SoundCue[] = ['card', 'refused', 'redeal', 'win'];
/** A sound asked for while the files decode plays only if they are ready within this many milliseconds. */
const LATE_MS = 250;

/**
 * The sound of a move that was played: the win when it wins; a redeal when it turns the waste over or gathers the
 * piles (`recycle`, `gather`) or uses up one of the game's redeals or starts a new round (its `counters`: fewer
 * `redealsLeft`, a higher `round`); else a card laid.
 */
export function soundOfMove(game: AnyGame, options: Options, before: Position, move: Move, after: Position, status: Status): SoundCue {
  if (status === 'won') return 'win';
  if (move.type === 'recycle' || move.type === 'gather') return 'redeal';
  if (game.counters) {
    const was = game.counters(before, options);
    const now = game.counters(after, options);
    if (typeof was.redealsLeft === 'number' && typeof now.redealsLeft === 'number' && now.redealsLeft < was.redealsLeft) return 'redeal';
    if (was.round !== undefined && now.round !== undefined && now.round > was.round) return 'redeal';
  }
  return 'card';
}

let enabled = false;
let listening = false;
let context: AudioContext | null = null;
const buffers = new Map<SoundCue, AudioBuffer>();
const waiting = new Map<SoundCue, number>();

function onGesture(): void {
  if (!enabled || context) return;
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  const made = new Context();
  context = made;
  stopListening();
  const loads = CUES.map((cue) =>
    fetch(`./sounds/${cue}.wav`)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then((bytes) => made.decodeAudioData(bytes))
      .then((buffer) => {
        buffers.set(cue, buffer);
        const askedAt = waiting.get(cue);
        waiting.delete(cue);
        if (askedAt !== undefined && performance.now() - askedAt <= LATE_MS) start(buffer);
      }),
  );
  // The root element says when every sound is ready (the end-to-end tests wait on it); a file that fails stays silent.
  void Promise.allSettled(loads).then(() => {
    document.documentElement.dataset.sounds = 'ready';
  });
}

function stopListening(): void {
  if (!listening) return;
  listening = false;
  window.removeEventListener('pointerdown', onGesture, true);
  window.removeEventListener('keydown', onGesture, true);
}

function start(buffer: AudioBuffer): void {
  if (!context || !enabled) return;
  if (context.state === 'suspended') void context.resume();
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  source.start();
}

/**
 * Sounds on or off (the setting). On: the next gesture makes the AudioContext, if none is made yet. Off: nothing
 * plays; a context already made is suspended.
 */
export function setSoundsOn(on: boolean): void {
  enabled = on;
  if (on && !context && !listening) {
    listening = true;
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
  }
  if (!on) {
    stopListening();
    waiting.clear();
    if (context?.state === 'running') void context.suspend();
  }
}

/** Plays a sound, if sounds are on and the player has made a gesture; otherwise does nothing. */
export function playSound(cue: SoundCue): void {
  if (!enabled || !context) return;
  const buffer = buffers.get(cue);
  if (buffer) start(buffer);
  else waiting.set(cue, performance.now());
}
