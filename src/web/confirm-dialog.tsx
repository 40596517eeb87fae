/**
 * A question before a move that cannot be taken back in play (issue 10, item 4): today Go, No Go's "End the game",
 * which stops the game with the cards where they lie and counts it as lost. The move goes ahead only on the dialog's
 * own button; Cancel, Escape, the close button or a click beside the dialog leave the game as it was.
 */
import { Modal } from './dialog-frame.js';
import type { T } from './i18n.js';

export interface ConfirmDialogProps {
  t: T;
  title: string;
  text: string;
  /** The label of the button that goes ahead. */
  confirm: string;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = props;
  return (
    <Modal title={props.title} onClose={props.onClose} t={t}>
      <p class="confirm-text">{props.text}</p>
      <div class="confirm-buttons">
        <button type="button" data-action="cancel" onClick={props.onClose}>{t('cancel')}</button>
        <button type="button" data-action="confirm" class="special" onClick={() => { props.onClose(); props.onConfirm(); }}>{props.confirm}</button>
      </div>
    </Modal>
  );
}
