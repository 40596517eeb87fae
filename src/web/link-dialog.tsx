/**
 * The Link dialog: the address of the game being played (link.ts `recordToQuery`), with or without its moves, to copy.
 */
import { useState } from 'preact/hooks';
import type { AnyGame } from '../core/game.js';
import type { GameRecord, Session } from '../core/record.js';
import { Modal } from './dialog-frame.js';
import type { T } from './i18n.js';
import { recordToQuery } from './link.js';

export function LinkDialog(props: { game: AnyGame; session: Session; t: T; onClose: () => void }) {
  const { t } = props;
  const [withMoves, setWithMoves] = useState(false);
  const [copied, setCopied] = useState(false);
  const record: GameRecord = props.session.record;
  const url = `${location.origin}${location.pathname}${recordToQuery(props.game, record, props.session.cursor, withMoves)}`;
  return (
    <Modal title={t('link')} onClose={props.onClose} t={t}>
      <form class="game-form" onSubmit={(e) => e.preventDefault()}>
        <input class="link-text" readOnly value={url} aria-label={t('linkAddress')} onFocus={(e) => (e.target as HTMLInputElement).select()} />
        <label class="toggle">
          <input type="checkbox" checked={withMoves} onChange={(e) => setWithMoves((e.target as HTMLInputElement).checked)} /> {t('linkWithMoves')}
        </label>
        <button type="button" class="primary" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined)}>{copied ? t('linkCopied') : t('linkCopy')}</button>
      </form>
    </Modal>
  );
}
