/**
 * The session controller without a browser (issue 10, item 6): play, undo, redo, restart and a new game as plain
 * methods over a fake storage; an illegal move returns the core's error and changes nothing; every change is saved
 * and told to the subscribers; a win counts once; a saved game that cannot be read is kept, never dropped.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Move } from '../core/game.js';
import { playMove } from '../core/engine.js';
import { type Session, currentPosition, newRecord, openSession, sessionRecord } from '../core/record.js';
import { klondike, options } from './klondike-fixture.js';
import { type GameState, SessionController, restoreState, savedState } from './session-controller.js';
import { clockMs, newMeta } from './stats.js';
import { type SavedGame, type SavedState, memoryStorage } from './storage.js';

/** A storage that keeps everything in memory and counts the saves. */
function fakeStorage() {
  const inner = memoryStorage();
  const saves: SavedState[] = [];
  return { ...inner, saves, saveState: (state: SavedState) => { saves.push(state); inner.saveState(state); } };
}

function session(game: AnyGame, seed: number, gameOptions = options): Session {
  const opened = openSession(game, newRecord(game, gameOptions, { seed }));
  if (!opened.ok) throw new Error(opened.error);
  return opened.value;
}

function controllerOn(start: Session, storage = fakeStorage(), now = () => 1_000) {
  const state: GameState = { session: start, meta: newMeta(), previous: [], damaged: [], hidden: false };
  return { controller: new SessionController(state, storage, now), storage };
}

/** The first legal move that is not a stock move, else the first legal move. */
function someMove(of: Session): Move {
  const legal = of.game.legalMoves(currentPosition(of), of.record.options);
  return legal.find((move) => move.type === 'move') ?? legal[0];
}

/**
 * A one-move game for the statistics: every card is dealt to the stock; `deal` (the only move) sends them all to the
 * foundation, which wins.
 */
const oneMove: AnyGame = {
  id: 'one-move',
  name: { en: 'One move', ru: 'Один ход' },
  source: 'test',
  options: [],
  presets: {},
  deckSize: () => 52,
  layout: () => [{ id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' }, { id: 'foundation-1', kind: 'foundation', row: 0, column: 1, fan: 'none' }],
  deal: (deck) => ({ position: { piles: { stock: { cards: [...deck], faceDown: deck.length }, 'foundation-1': { cards: [], faceDown: 0 } }, vars: {} }, steps: [] }),
  legalMoves: (position) => (position.piles.stock.cards.length ? [{ type: 'deal' }] : []),
  apply: (position) => ({ position: { piles: { stock: { cards: [], faceDown: 0 }, 'foundation-1': { cards: [...position.piles.stock.cards], faceDown: 0 } }, vars: {} }, steps: [] }),
  isWon: (position) => position.piles.stock.cards.length === 0,
};

/** A two-move game: each `deal` sends half the stock to the foundation; the second wins. */
const twoDeals: AnyGame = {
  ...oneMove,
  id: 'two-deals',
  apply: (position) => {
    const stock = position.piles.stock.cards;
    const moved = stock.slice(stock.length - 26);
    const left = stock.slice(0, stock.length - 26);
    return { position: { piles: { stock: { cards: left, faceDown: left.length }, 'foundation-1': { cards: [...position.piles['foundation-1'].cards, ...moved], faceDown: 0 } }, vars: {} }, steps: [] };
  },
};

describe('the session controller', () => {
  it('issue 10, item 6: play, undo, redo and restart move the cursor as the core does; restart keeps the moves to redo', () => {
    const { controller } = controllerOn(session(klondike, 3));
    const opening = currentPosition(controller.getState().session);
    const move = someMove(controller.getState().session);
    const played = controller.play(move, 'player');
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const core = playMove(klondike, opening, options, move);
    expect(core.ok && played.value.after).toEqual(core.ok && core.value.position);
    expect(played.value.before).toEqual(opening);
    expect(controller.getState().session.cursor).toBe(1);

    expect(controller.undo()).toBe('move');
    expect(currentPosition(controller.getState().session)).toEqual(opening);
    const redone = controller.redo();
    expect(redone?.after).toEqual(played.value.after);
    expect(redone?.steps).toEqual(played.value.steps);
    expect(controller.redo()).toBeNull();

    expect(controller.restart()).toBe(true);
    const restarted = controller.getState();
    expect(restarted.session.cursor).toBe(0);
    expect(restarted.session.record.moves).toHaveLength(1);
    expect(restarted.previous).toHaveLength(1);
    expect(controller.restart()).toBe(false);
  });

  it('Undo at the deal after a Restart says it undid the restart (the same deal), not that it went back to a previous game; also after a save and a reload', () => {
    const storage = fakeStorage();
    const { controller } = controllerOn(session(klondike, 3), storage);
    controller.play({ type: 'draw' }, 'player');
    controller.play({ type: 'draw' }, 'player');
    controller.restart();
    expect(controller.undo()).toBe('restart');
    expect(controller.getState().session.cursor).toBe(2);
    // Restart, a new game on top, then Undo twice: first the game left for the new one, then the restart undone.
    controller.restart();
    controller.newGame(klondike, options, { seed: 4 });
    expect(controller.undo()).toBe('previous-game');
    expect(controller.getState().session.cursor).toBe(0);
    // Saved and read back (a reload), the game behind still says its restart put it there.
    const reloaded = restoreState(JSON.parse(JSON.stringify(storage.saves.at(-1))), () => { throw new Error('the save opens'); });
    const again = new SessionController(reloaded.state, fakeStorage(), () => 1_000);
    expect(again.undo()).toBe('restart');
    expect(again.getState().session.record.deal).toEqual({ seed: 3 });
    expect(again.getState().session.cursor).toBe(2);
    // A save from before the mark: a game behind with no mark is a previous game.
    const old = restoreState({ current: { record: sessionRecord(session(klondike, 5)), meta: newMeta() }, previous: [{ record: sessionRecord(session(klondike, 5)), meta: newMeta() }] }, () => { throw new Error('the save opens'); });
    expect(new SessionController(old.state, fakeStorage(), () => 1_000).undo()).toBe('previous-game');
  });

  it('issue 10, item 6: a new game leaves the one before reachable with Undo, at the cursor it had', () => {
    const { controller } = controllerOn(session(klondike, 3));
    controller.play(someMove(controller.getState().session), 'player');
    const opened = controller.newGame(klondike, options, { seed: 4 });
    expect(opened.ok).toBe(true);
    expect(controller.getState().session.record.deal).toEqual({ seed: 4 });
    expect(controller.getState().meta).toEqual(newMeta());
    expect(controller.undo()).toBe('previous-game');
    const back = controller.getState();
    expect(back.session.record.deal).toEqual({ seed: 3 });
    expect(back.session.cursor).toBe(1);
    expect(back.meta.finished).toBe(true);
    expect(back.previous).toHaveLength(0);
    controller.undo();
    expect(controller.undo()).toBeNull();
  });

  it('issue 10, item 6: "Back to the last winnable position" undoes to a cursor in one action, and Redo brings the moves back', () => {
    const { controller } = controllerOn(session(klondike, 3));
    for (let i = 0; i < 3; i++) controller.play({ type: 'draw' }, 'player');
    expect(controller.undoTo(1)).toBe(2);
    expect(controller.getState().session.cursor).toBe(1);
    expect(controller.undoTo(1)).toBe(0);
    controller.redo();
    expect(controller.getState().session.cursor).toBe(2);
  });

  it('issue 27, item 5: the review goes to any point of the record, back and forth, and no move is lost', () => {
    const { controller, storage } = controllerOn(session(klondike, 3));
    for (let i = 0; i < 4; i++) controller.play({ type: 'draw' }, 'player');
    const moves = controller.getState().session.record.moves;
    expect(controller.undoTo(0)).toBe(4);
    expect(controller.redoTo(3)).toBe(3);
    expect(controller.getState().session.cursor).toBe(3);
    expect(controller.getState().session.record.moves).toBe(moves);
    expect(controller.redoTo(3)).toBe(0);
    expect(controller.redoTo(5)).toBe(0);
    expect(controller.redoTo(4)).toBe(1);
    expect(storage.saves.at(-1)?.current?.record.cursor).toBe(4);
  });

  it("issue 10, item 6: an illegal move returns the core's error and changes nothing: no state, no save, no subscriber", () => {
    const { controller, storage } = controllerOn(session(klondike, 3));
    const before = controller.getState();
    let told = 0;
    controller.subscribe(() => told++);
    const move: Move = { type: 'move', from: 'foundation-1', to: 'column-1' };
    const played = controller.play(move, 'player');
    const core = playMove(klondike, currentPosition(before.session), options, move);
    expect(played.ok).toBe(false);
    expect(core.ok).toBe(false);
    if (!played.ok && !core.ok) expect(played.error).toBe(core.error);
    expect(controller.getState()).toBe(before);
    expect(storage.saves).toHaveLength(0);
    expect(told).toBe(0);
  });

  it('issue 10, item 6: every change is saved as it stands and told to each subscriber; an unsubscribed one hears no more', () => {
    const { controller, storage } = controllerOn(session(klondike, 3));
    let told = 0;
    const stop = controller.subscribe(() => told++);
    const changes = [
      () => controller.play(someMove(controller.getState().session), 'player'),
      () => controller.undo(),
      () => controller.redo(),
      () => controller.restart(),
      () => controller.newGame(klondike, options, { seed: 9 }),
      () => controller.leave(),
    ];
    changes.forEach((change, i) => {
      change();
      expect(storage.saves).toHaveLength(i + 1);
      expect(storage.saves[i]).toEqual(savedState(controller.getState()));
      expect(told).toBe(i + 1);
    });
    stop();
    controller.undo();
    expect(told).toBe(changes.length);
    expect(storage.saves).toHaveLength(changes.length + 1);
  });

  it('issue 10, item 6: a win counts once — undo and redo over it, and leaving the game after, count nothing more', async () => {
    let now = 1_000;
    const { controller } = controllerOn(session(oneMove, 5, {}), fakeStorage(), () => (now += 1_000));
    const won = controller.play({ type: 'deal' }, 'player');
    expect(won.ok && won.value.status).toBe('won');
    controller.undo();
    expect(controller.redo()?.status).toBe('won');
    controller.undo();
    controller.play({ type: 'deal' }, 'player');
    controller.newGame(oneMove, {}, { seed: 6 });
    controller.undo();
    expect(await controller.storedStats()).toMatchObject({ played: 1, won: 1, currentStreak: 1, fewestMoves: 1 });
  });

  it('issue 10, item 6: a game left unfinished for a new one counts as played and lost for the streak, once', async () => {
    const { controller } = controllerOn(session(klondike, 3));
    controller.play({ type: 'draw' }, 'player');
    controller.newGame(klondike, options, { seed: 4 });
    controller.undo();
    controller.newGame(klondike, options, { seed: 5 });
    controller.undo();
    controller.undo();
    expect(controller.getState().session.record.deal).toEqual({ seed: 3 });
    expect(await controller.storedStats()).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
  });
});

describe('only play time counts (issue 28)', () => {
  /** A controller over the one-move game on a clock the test moves by hand. */
  function onClock(start = session(klondike, 3)) {
    const clock = { now: 100_000 };
    const storage = fakeStorage();
    const controller = new SessionController({ session: start, meta: newMeta(), previous: [], damaged: [], hidden: false }, storage, () => clock.now);
    return { controller, storage, clock };
  }

  it('issue 28: hidden, the clock stops at the play time so far and that is saved; shown, it goes on from then; no statistics change', async () => {
    const { controller, storage, clock } = onClock();
    controller.play({ type: 'draw' }, 'player');
    clock.now += 2_000;
    controller.setHidden(true);
    expect(controller.getState().hidden).toBe(true);
    expect(controller.getState().meta).toMatchObject({ activeMs: 2_000, paused: true });
    expect(storage.saves.at(-1)?.current.meta).toMatchObject({ activeMs: 2_000, paused: true });
    expect(clockMs(controller.getState().meta, clock.now + 6_000)).toBe(2_000);
    clock.now += 6_000;
    controller.setHidden(false);
    expect(controller.getState().meta).toMatchObject({ activeMs: 2_000, paused: false, lastActionAt: clock.now });
    expect(clockMs(controller.getState().meta, clock.now + 1_000)).toBe(3_000);
    clock.now += 1_000;
    controller.play({ type: 'draw' }, 'player');
    expect(controller.getState().meta.activeMs).toBe(3_000);
    // Told the same twice, nothing changes and nothing is saved again.
    const saves = storage.saves.length;
    controller.setHidden(false);
    expect(storage.saves).toHaveLength(saves);
    expect(await controller.storedStats()).toMatchObject({ played: 1 });
  });

  it('issue 28: a game won while the page is hidden (a line\'s last move landing) counts the time up to the hiding, as its best time', async () => {
    const { controller, clock } = onClock(session(twoDeals, 5, {}));
    // The first move, played while hidden, starts the clock at 0; it runs only once the page is shown.
    controller.setHidden(true);
    controller.play({ type: 'deal' }, 'player');
    clock.now += 60_000;
    controller.setHidden(false);
    clock.now += 1_000;
    controller.setHidden(true);
    clock.now += 60_000;
    const won = controller.play({ type: 'deal' }, 'player');
    expect(won.ok && won.value.status).toBe('won');
    expect(controller.getState().meta.activeMs).toBe(1_000);
    expect(await controller.storedStats()).toMatchObject({ won: 1, bestTimeMs: 1_000 });
  });

  it('issue 28: a saved game resumed later goes on from its play time, however long it was closed', () => {
    const { controller, clock } = onClock();
    controller.play({ type: 'draw' }, 'player');
    clock.now += 5_000;
    controller.setHidden(true);
    const restored = restoreState(JSON.parse(JSON.stringify(savedState(controller.getState()))), () => ({ session: session(klondike, 7), meta: newMeta() }));
    const later = { now: clock.now + 3_600_000 };
    const resumed = new SessionController(restored.state, fakeStorage(), () => later.now);
    resumed.setHidden(false);
    expect(clockMs(resumed.getState().meta, later.now + 1_000)).toBe(6_000);
  });

  it('issue 28: a game put behind another for Undo keeps its clock stopped until Undo brings it back', () => {
    const { controller, clock } = onClock();
    controller.play({ type: 'draw' }, 'player');
    clock.now += 2_000;
    controller.restart();
    expect(controller.getState().previous.at(-1)?.meta).toMatchObject({ activeMs: 2_000, paused: true });
    clock.now += 90_000;
    expect(controller.undo()).toBe('restart');
    expect(controller.getState().meta).toMatchObject({ activeMs: 2_000, paused: false, lastActionAt: clock.now });
  });

  it("a game left for a new one and undone back into counts none of the other game's time: undo, redo, play, a reload", async () => {
    const { controller, storage, clock } = onClock();
    controller.play({ type: 'draw' }, 'player');
    clock.now += 1_000;
    controller.play({ type: 'draw' }, 'player');
    controller.newGame(klondike, options, { seed: 4 });
    controller.play({ type: 'draw' }, 'player');
    clock.now += 20_000;
    expect(controller.undo()).toBe('move');
    expect(controller.undo()).toBe('previous-game');
    expect(controller.getState().meta.activeMs).toBe(1_000);
    clock.now += 7_000;
    expect(controller.undo()).toBe('move');
    expect(controller.getState().meta.activeMs).toBe(1_000);
    expect(clockMs(controller.getState().meta, clock.now + 5_000)).toBe(1_000);
    clock.now += 5_000;
    controller.redo();
    controller.play(someMove(controller.getState().session), 'player');
    expect(controller.getState().meta.activeMs).toBe(1_000);
    // Saved and restored (a reload), then undone again: still the time it had when it was left.
    const restored = restoreState(JSON.parse(JSON.stringify(storage.saves.at(-1))), () => ({ session: session(klondike, 7), meta: newMeta() }));
    const later = { now: clock.now + 60_000 };
    const reloaded = new SessionController(restored.state, fakeStorage(), () => later.now);
    reloaded.setHidden(false);
    later.now += 30_000;
    reloaded.undo();
    expect(reloaded.getState().meta.activeMs).toBe(1_000);
  });

  it('a won game keeps its time: Undo past the end and Redo back count none of the time spent looking at the win', () => {
    const { controller, clock } = onClock(session(twoDeals, 5, {}));
    controller.play({ type: 'deal' }, 'player');
    clock.now += 4_000;
    controller.play({ type: 'deal' }, 'player');
    expect(controller.getState().meta).toMatchObject({ finished: true, activeMs: 4_000 });
    clock.now += 30_000;
    controller.undo();
    clock.now += 30_000;
    expect(controller.redo()?.status).toBe('won');
    expect(controller.getState().meta.activeMs).toBe(4_000);
  });
});

describe('restoring a saved state: nothing saved is lost', () => {
  const damagedRecord = { format: 1, game: 'klondike', options: {}, deal: { seed: 1 }, moves: [{ type: 'move', from: 'x', to: 'y' }] };
  const fresh = () => ({ session: session(klondike, 7), meta: newMeta() });

  it('issue 10, item 6: a saved game that opens is restored with its meta and the games before it', () => {
    const { controller } = controllerOn(session(klondike, 3));
    controller.play({ type: 'draw' }, 'player');
    controller.newGame(klondike, options, { seed: 4 });
    const restored = restoreState(JSON.parse(JSON.stringify(savedState(controller.getState()))), fresh);
    expect(restored.fromSave).toBe(true);
    expect(restored.damagedCurrent).toBeNull();
    expect(restored.state.session.record.deal).toEqual({ seed: 4 });
    expect(restored.state.previous).toHaveLength(1);
  });

  it('issue 10, item 6: a corrupt current game is kept as it was (saved again with the rest), and the games before it stay reachable with Undo', () => {
    const { controller: earlier } = controllerOn(session(klondike, 3));
    earlier.play({ type: 'draw' }, 'player');
    const previous = [savedState(earlier.getState()).current];
    const corrupt = { record: damagedRecord, meta: {} };
    const restored = restoreState({ current: corrupt, previous }, fresh);
    expect(restored.fromSave).toBe(false);
    expect(restored.damagedCurrent).toEqual(corrupt);
    expect(restored.state.session.record.deal).toEqual({ seed: 7 });
    expect(restored.state.damaged).toEqual([corrupt]);
    const storage = fakeStorage();
    const controller = new SessionController(restored.state, storage);
    controller.play({ type: 'draw' }, 'player');
    expect(storage.saves[0].damaged).toEqual([corrupt]);
    controller.undo();
    expect(controller.undo()).toBe('previous-game');
    expect(controller.getState().session.record.deal).toEqual({ seed: 3 });
    expect(storage.saves.at(-1)?.damaged).toEqual([corrupt]);
  });

  it('issue 10, item 6: a corrupt game met by Undo is moved to the damaged ones, not dropped, and Undo goes on to the one before it', () => {
    const { controller: earlier } = controllerOn(session(klondike, 3));
    const good = savedState(earlier.getState()).current;
    const corrupt = { record: damagedRecord, meta: newMeta() } as unknown as SavedGame;
    const storage = fakeStorage();
    const controller = new SessionController({ session: session(klondike, 8), meta: newMeta(), previous: [good, corrupt], damaged: [], hidden: false }, storage);
    expect(controller.undo()).toBe('previous-game');
    expect(controller.getState().session.record.deal).toEqual({ seed: 3 });
    expect(controller.getState().damaged).toEqual([corrupt]);
    expect(storage.saves.at(-1)?.damaged).toEqual([corrupt]);
  });

  it('issue 10, item 6: with nothing saved the fresh game opens and nothing is damaged', () => {
    for (const saved of [null, undefined, {}]) {
      const restored = restoreState(saved, fresh);
      expect(restored).toMatchObject({ fromSave: false, damagedCurrent: null, state: { previous: [], damaged: [] } });
    }
  });

  it('a saved value that is no saved state at all (a string, a number, a list, an object without a game) is damage: reported and kept as it was', () => {
    for (const saved of ['text', 42, [1, 2], { something: 'else' }]) {
      const restored = restoreState(saved, fresh);
      expect(restored).toMatchObject({ fromSave: false, damagedCurrent: saved, state: { previous: [], damaged: [saved] } });
      expect(restored.state.session.record.deal).toEqual({ seed: 7 });
      const storage = fakeStorage();
      new SessionController(restored.state, storage).play({ type: 'draw' }, 'player');
      expect(storage.saves[0].damaged).toEqual([saved]);
    }
  });
});
