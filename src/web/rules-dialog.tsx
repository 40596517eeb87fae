/**
 * The Rules dialog: the game's rules page (`docs/rules/<game>.<language>.md`, English when there is no page in the
 * player's language), rewritten for players (rules-page.ts) and rendered from Markdown (markdown.ts); both load with
 * the first page, not with the app.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AnyGame } from '../core/game.js';
import { Modal } from './dialog-frame.js';
import type { Language, T } from './i18n.js';

const RULE_PAGES = import.meta.glob('../../docs/rules/*.md', { query: '?raw', import: 'default' }) as Record<string, () => Promise<string>>;

export function RulesDialog(props: { game: AnyGame; language: Language; t: T; onClose: () => void }) {
  const { t } = props;
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const path = (language: Language) => `../../docs/rules/${props.game.id}.${language}.md`;
    const language: Language = Object.hasOwn(RULE_PAGES, path(props.language)) ? props.language : 'en';
    const load = Object.hasOwn(RULE_PAGES, path(language)) ? RULE_PAGES[path(language)] : null;
    if (!load) {
      setHtml('');
      return;
    }
    // The Markdown renderer and the rewriting for players load with the first rules page, not with the app.
    Promise.all([load(), import('./markdown.js'), import('./rules-page.js')]).then(
      ([text, { markdownToHtml }, { rulesForPlayers }]) => setHtml(markdownToHtml(rulesForPlayers(text, props.game, language, t), t('rulesTable'))),
      () => setHtml(''),
    );
  }, [props.game, props.language]);
  return (
    <Modal title={`${t('rules')}: ${props.game.name[props.language]}`} onClose={props.onClose} t={t}>
      {html === null ? <p>…</p> : html === '' ? <p>{t('rulesMissing')}</p> : <div class="rules-text" dangerouslySetInnerHTML={{ __html: html }} />}
      <p class="help">{t('keyboardHelp')}</p>
    </Modal>
  );
}
