/**
 * The lines over the foot of the table (docs/web.md, "Screen"): the offer of a new version (update-offer.tsx), notices
 * (storage, links), the losing-move notice with its Undo, the game Undo went back to (`backToGameText`, or the restart
 * it undid: `restartUndoneText`), the offer to
 * play out a trivial rest (or Stop while a line plays), the hint line, and the status line that says how and why the
 * game ended (with *Review*, the review after the game, when it is lost). They float over the table instead of pushing
 * it down: most of them appear by themselves (the solver answers, a save fails), and the table must not move under the
 * player's finger (docs/web.md, "A table that stays put").
 */
import type { Move, Status } from '../core/game.js';
import type { Session } from '../core/record.js';
import type { Language, T } from './i18n.js';
import { moveToText } from './link.js';
import { UpdateOffer } from './update-offer.js';
import type { HintKind } from './use-solver.js';

/**
 * A notice over the table's foot (a save or a link that could not be read, storage that cannot be used): its words in
 * the player's language, and, when there is one, the technical reason behind it (`details`: the core's or the
 * browser's words, in English), folded under *Details* so that the notice itself reads in the player's language.
 */
export interface Notice {
  text: string;
  details?: string;
}

export interface MessagesProps {
  t: T;
  notices: readonly Notice[];
  onDismissNotice(index: number): void;
  losingWarning: boolean;
  /** Why the player's last move was refused, in words, while it shows; null otherwise. */
  refusal: string | null;
  /** The game Undo went back to, in words (`backToGameText`, `restartUndoneText`), while it shows; null otherwise. */
  gameBack: string | null;
  /** The game is lost and was winnable this many moves ago: offer to go back there; null when not offered. */
  backToWinnable: number | null;
  onBackToWinnable(): void;
  onUndoLosing(): void;
  onDismissWarning(): void;
  hintKind: HintKind | null;
  hintText: string;
  hintMove: Move | null;
  status: Status;
  /** The solver found the rest of a won game trivial: offer *Play it out*. */
  offerPlayOut: boolean;
  onPlayOut(): void;
  /** The kind of line playing (a demo, *Play it out*, deals to a choice), offering Stop; null when none plays. */
  line: 'demo' | 'play-out' | 'play-on' | null;
  onStopLine(): void;
  /** The i18n key of the end of the game (announce.ts `endKey`), null while playing. */
  statusKey: string | null;
  /** Opens the review after the game (review-entry.tsx): offered beside the status line of a lost game. */
  onReview(): void;
}

/**
 * What Undo at a game's deal says when it brings back the game before (session-controller.ts `undo`, `previous-game`):
 * that game's name in `language` and its deal number ("Back to the previous game: Klondike, deal 12"), or that its
 * deck was given. `session` is the game now on the table.
 */
export function backToGameText(t: T, session: Session, language: Language): string {
  const game = session.game.name[language];
  const deal = session.record.deal;
  return 'seed' in deal ? t('backToGame', { game, deal: deal.seed }) : t('backToGameDeck', { game });
}

/**
 * What Undo at the deal says when it undoes a Restart (session-controller.ts `undo`, `restart`): the same game and
 * deal, back where the player was ("Restart undone: Klondike, deal 12 — back where you were"). `session` is the game
 * now on the table.
 */
export function restartUndoneText(t: T, session: Session, language: Language): string {
  const game = session.game.name[language];
  const deal = session.record.deal;
  return 'seed' in deal ? t('restartUndone', { game, deal: deal.seed }) : t('restartUndoneDeck', { game });
}

export function Messages(props: MessagesProps) {
  const { t, hintKind, hintMove, status, statusKey } = props;
  return (
    <div class="messages">
      <UpdateOffer t={t} />
      {props.notices.map((notice, i) => (
        <div class="notice" role="alert" key={i}>
          <div class="notice-words">
            <span class="notice-text">{notice.text}</span>
            {notice.details ? (
              <details class="notice-details">
                <summary>{t('noticeDetails')}</summary>
                <code>{notice.details}</code>
              </details>
            ) : null}
          </div>{' '}
          <button type="button" onClick={() => props.onDismissNotice(i)} aria-label={t('close')}>×</button>
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
      {props.refusal !== null ? <div class="notice refusal" data-testid="refusal">{props.refusal}</div> : null}
      {props.gameBack !== null ? <div class="notice game-back" data-testid="game-back">{props.gameBack}</div> : null}
      {props.backToWinnable !== null && !props.losingWarning ? (
        <div class="notice offer" data-testid="back-offer">
          {t('backOffer', { count: props.backToWinnable })}
          <button type="button" data-action="back-to-winnable" class="special" onClick={props.onBackToWinnable}>{t('backToWinnable')}</button>
        </div>
      ) : null}
      {props.line !== null ? (
        <div class="notice offer" data-testid="line-running">
          {t(props.line === 'play-on' ? 'dealing' : 'linePlaying')}
          <button type="button" data-action="stop-line" class="special" onClick={props.onStopLine}>{t('stopPlay')}</button>
        </div>
      ) : props.offerPlayOut ? (
        <div class="notice offer" data-testid="play-out-offer">
          {t('playOutOffer')}
          <button type="button" data-action="finish" class="special" onClick={props.onPlayOut}>{t('finish')}</button>
        </div>
      ) : null}
      {hintKind !== null ? (
        <div class={`hint-line hint-${hintKind}`} data-hint={hintKind} data-move={hintMove ? moveToText(hintMove) : undefined}>{props.hintText}</div>
      ) : null}
      {statusKey !== null ? (
        <div class={`status status-${status}`} data-status={status} data-reason={statusKey}>
          <span role="status">{t(statusKey)}</span>
          {status === 'lost' ? (
            <button type="button" class="review-button" data-action="review" onClick={props.onReview}>{t('review')}</button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
