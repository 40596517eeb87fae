/**
 * The lines between the toolbar and the table (docs/web.md, "Screen"): notices (storage, links), the losing-move
 * notice with its Undo, the hint line, and the status line that says how and why the game ended.
 */
import type { Move, Status } from '../core/game.js';
import type { T } from './dialogs.js';
import { moveToText } from './link.js';
import type { HintKind } from './use-solver.js';

export interface MessagesProps {
  t: T;
  notices: readonly string[];
  onDismissNotice(index: number): void;
  losingWarning: boolean;
  onUndoLosing(): void;
  onDismissWarning(): void;
  hintKind: HintKind | null;
  hintText: string;
  hintMove: Move | null;
  status: Status;
  /** The i18n key of the end of the game (announce.ts `endKey`), null while playing. */
  statusKey: string | null;
}

export function Messages(props: MessagesProps) {
  const { t, hintKind, hintMove, status, statusKey } = props;
  return (
    <>
      {props.notices.map((notice, i) => (
        <div class="notice" role="alert" key={i}>
          {notice} <button type="button" onClick={() => props.onDismissNotice(i)} aria-label={t('close')}>×</button>
        </div>
      ))}
      {props.losingWarning ? (
        <div class="notice losing-move" role="alert" data-testid="losing-move">
          {t('losingMove')}
          <span>
            <button type="button" data-action="undo-losing" onClick={props.onUndoLosing}>{t('undo')}</button>{' '}
            <button type="button" onClick={props.onDismissWarning} aria-label={t('close')}>×</button>
          </span>
        </div>
      ) : null}
      {hintKind !== null ? (
        <div class={`hint-line hint-${hintKind}`} data-hint={hintKind} data-move={hintMove ? moveToText(hintMove) : undefined}>{props.hintText}</div>
      ) : null}
      {statusKey !== null ? <div class={`status status-${status}`} role="status" data-status={status} data-reason={statusKey}>{t(statusKey)}</div> : null}
    </>
  );
}
