/** Unit tests of the Menu's arrow keys (toolbar-menu.tsx `menuStep`). */
import { describe, expect, it } from 'vitest';
import { menuStep } from './toolbar-menu.js';

describe('the arrow keys in the Menu', () => {
  it('walk its buttons round the ends, from Menu itself too; Home and End go to the first and the last', () => {
    expect(menuStep('ArrowDown', -1, 7)).toBe(0);
    expect(menuStep('ArrowDown', 2, 7)).toBe(3);
    expect(menuStep('ArrowDown', 6, 7)).toBe(0);
    expect(menuStep('ArrowUp', -1, 7)).toBe(6);
    expect(menuStep('ArrowUp', 0, 7)).toBe(6);
    expect(menuStep('ArrowUp', 3, 7)).toBe(2);
    expect(menuStep('Home', 4, 7)).toBe(0);
    expect(menuStep('End', 1, 7)).toBe(6);
  });

  it('leave other keys, and a menu with no button to go to, alone', () => {
    expect(menuStep('ArrowLeft', 2, 7)).toBeNull();
    expect(menuStep('Enter', 2, 7)).toBeNull();
    expect(menuStep('ArrowDown', -1, 0)).toBeNull();
  });
});
