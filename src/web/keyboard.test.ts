/**
 * Keys by their place on the keyboard (issue 8, item 7): shortcuts work on a Russian layout, and a held Enter or
 * Space never repeats an activation.
 */
import { describe, expect, it } from 'vitest';
import { type KeyPress, boardKeyOf, isRepeatedActivation, shortcutOf } from './keyboard.js';

const press = (key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({ key, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers });

describe('keys', () => {
  it('issue 8, item 7: shortcuts work on a Russian layout (the key\'s place, not its letter)', () => {
    expect(shortcutOf(press('я', 'KeyZ', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(press('Я', 'KeyZ', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(press('н', 'KeyY', { metaKey: true }))).toBe('redo');
    expect(shortcutOf(press('р', 'KeyH'))).toBe('hint');
    // Issue 10, item 4: F2 and Ctrl+N open a new game, on any layout (Ctrl+т is Ctrl+N on a Russian one).
    expect(shortcutOf(press('F2', 'F2'))).toBe('new');
    expect(shortcutOf(press('т', 'KeyN', { ctrlKey: true }))).toBe('new');
    expect(shortcutOf(press('N', 'KeyN', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutOf(press('т', 'KeyN'))).toBeNull();
    expect(boardKeyOf(press('а', 'KeyF'))).toEqual({ type: 'foundation' });
    // The same on a Latin layout, and a key with no code (an on-screen keyboard) reads its letter.
    expect(shortcutOf(press('z', 'KeyZ', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(press('h', ''))).toBe('hint');
    // Not shortcuts: a letter typed with Alt, H with Ctrl, Ctrl alone.
    expect(shortcutOf(press('р', 'KeyH', { altKey: true }))).toBeNull();
    expect(shortcutOf(press('h', 'KeyH', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('Control', 'ControlLeft', { ctrlKey: true }))).toBeNull();
    expect(boardKeyOf(press('а', 'KeyF', { ctrlKey: true }))).toBeNull();
  });

  it('issue 8, item 7: arrows, Enter, Space and Escape on the table; a repeated Enter or Space activates nothing', () => {
    expect(boardKeyOf(press('ArrowLeft', 'ArrowLeft'))).toEqual({ type: 'arrow', direction: 'left' });
    expect(boardKeyOf(press('Enter', 'Enter'))).toEqual({ type: 'activate' });
    expect(boardKeyOf(press(' ', 'Space'))).toEqual({ type: 'activate' });
    expect(boardKeyOf(press('Escape', 'Escape'))).toEqual({ type: 'cancel' });
    expect(isRepeatedActivation({ ...press('Enter', 'Enter'), repeat: true })).toBe(true);
    expect(isRepeatedActivation({ ...press(' ', 'Space'), repeat: true })).toBe(true);
    expect(isRepeatedActivation(press('Enter', 'Enter'))).toBe(false);
    // Held arrows and held Ctrl+Z repeat as they should.
    expect(isRepeatedActivation({ ...press('ArrowDown', 'ArrowDown'), repeat: true })).toBe(false);
    expect(isRepeatedActivation({ ...press('z', 'KeyZ', { ctrlKey: true }), repeat: true })).toBe(false);
  });
});
