/**
 * A place in the toolbar that keeps its size while what it shows comes and goes (docs/web.md, "A table that stays
 * put"). Things that appear by themselves — the solver's indicator, *Play it out*, a game's own button that changes
 * from Draw to Turn the waste over — would otherwise widen the toolbar, wrap it onto another row and move the table
 * under the player's finger between aiming and tapping.
 *
 * The slot lays every form it can take (`ghosts`, drawn invisible and out of the accessibility tree) and the form it
 * shows now (`children`, or nothing) in one grid cell, so it is always as large as its largest form.
 */
import type { ComponentChildren } from 'preact';

/** One invisible form of a slot: the element's classes and its text. */
export interface Ghost {
  class: string;
  text: string;
  /** The element drawn: a button or a span (the same as the visible form, so padding and borders match). */
  as: 'button' | 'span';
  /** A picture drawn before the text, as the visible form draws it (the phone toolbar's buttons); the text then goes in a `.label`. */
  icon?: ComponentChildren;
}

export function StableSlot(props: { ghosts: readonly Ghost[]; children?: ComponentChildren }) {
  return (
    <span class="stable-slot">
      {props.ghosts.map((ghost, i) =>
        ghost.as === 'button' ? (
          <button type="button" key={`ghost-${i}`} class={`${ghost.class} ghost`} aria-hidden="true" tabIndex={-1} disabled>{ghost.icon ? <>{ghost.icon}<span class="label">{ghost.text}</span></> : ghost.text}</button>
        ) : (
          <span key={`ghost-${i}`} class={`${ghost.class} ghost`} aria-hidden="true">{ghost.text}</span>
        ),
      )}
      {props.children}
    </span>
  );
}
