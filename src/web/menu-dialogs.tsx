/**
 * The dialog the toolbar's menu opened (toolbar.tsx `ToolbarDialog`), one at a time: New game, Rules, Statistics,
 * Settings, Link. Each lives in its own file; this only picks the one to show and hands it what it needs.
 */
import type { AnyGame, Move, Options } from '../core/game.js';
import type { DealSpec } from '../core/deal.js';
import type { Session } from '../core/record.js';
import type { Language, T } from './i18n.js';
import { LinkDialog } from './link-dialog.js';
import { statsKey } from './link.js';
import { NewGameDialog } from './new-game-dialog.js';
import { RulesDialog } from './rules-dialog.js';
import { SettingsDialog } from './settings-dialog.js';
import { StatsDialog } from './stats-dialog.js';
import type { Settings, Storage } from './storage.js';
import type { ToolbarDialog } from './toolbar.js';
import type { SolverAtTable } from './use-solver.js';

export interface MenuDialogProps {
  dialog: ToolbarDialog | null;
  t: T;
  language: Language;
  session: Session;
  storage: Storage;
  settings: Settings;
  reducedMotion: boolean;
  solver: Pick<SolverAtTable, 'findWinnable' | 'cancelDealSearch'>;
  onSettings(patch: Partial<Settings>): void;
  onStart(game: AnyGame, options: Options, deal: DealSpec, line?: Move[]): void;
  onClose(): void;
}

export function MenuDialog(props: MenuDialogProps) {
  const { t, language, session, settings, onClose } = props;
  const game = session.game;
  const options = session.record.options;
  switch (props.dialog) {
    case 'new':
      return (
        <NewGameDialog
          language={language}
          t={t}
          current={game}
          currentOptions={options}
          onStart={props.onStart}
          onClose={onClose}
          winnableOnly={settings.winnableOnly}
          onWinnableOnly={(id, value) => props.onSettings({ winnableOnly: { ...settings.winnableOnly, [id]: value } })}
          findWinnable={props.solver.findWinnable}
          cancelSearch={props.solver.cancelDealSearch}
        />
      );
    case 'rules':
      return <RulesDialog game={game} language={language} t={t} onClose={onClose} />;
    case 'stats':
      return <StatsDialog storage={props.storage} language={language} t={t} onClose={onClose} currentKey={statsKey(game.id, options)} />;
    case 'settings':
      return <SettingsDialog settings={settings} t={t} reducedMotion={props.reducedMotion} onChange={props.onSettings} onClose={onClose} />;
    case 'link':
      return <LinkDialog game={game} session={session} t={t} onClose={onClose} />;
    default:
      return null;
  }
}
