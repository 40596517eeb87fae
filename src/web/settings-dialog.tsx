/**
 * The Settings dialog: language, animation speed, the themes (themes.ts: table colour, card faces, card back, card
 * size), the toggles (sounds, safe moves, the solver's indicator, hints that see only what the player sees, the clock,
 * the losing-move notice) and the solver's thinking time. Each change is handed to `onChange` as a patch; the app saves it.
 */
import { CARD_BACKS, CARD_FACES, CARD_SIZES, TABLE_COLOURS } from './themes.js';
import { Modal } from './dialog-frame.js';
import type { Language, T } from './i18n.js';
import type { Settings, Speed } from './storage.js';

/** The Settings dialog's choices of the solver's thinking time, in milliseconds. */
export const THINKING_CHOICES = [1000, 3000, 10000, 30000] as const;
/** The solver's default time budget for one position, in milliseconds (one of THINKING_CHOICES). */
export const DEFAULT_THINKING_MS = 3000;

export function SettingsDialog(props: { settings: Settings; t: T; reducedMotion: boolean; onChange: (patch: Partial<Settings>) => void; onClose: () => void }) {
  const { t, settings } = props;
  const toggle = (name: 'autoFoundation' | 'solverIndicator' | 'fairHints' | 'warnLosingMove' | 'showClock' | 'sound', text: string) => (
    <label class="toggle">
      <input type="checkbox" name={name} checked={settings[name]} onChange={(e) => props.onChange({ [name]: (e.target as HTMLInputElement).checked })} />
      {text}
    </label>
  );
  const choice = <K extends 'tableColour' | 'cardBack' | 'cardSize' | 'cardFace'>(name: K, values: readonly Settings[K][]) => (
    <label>
      {t(`theme_${name}`)}
      <select name={name} value={settings[name]} onChange={(e) => props.onChange({ [name]: (e.target as HTMLSelectElement).value } as Partial<Settings>)}>
        {values.map((value) => <option key={value} value={value}>{t(`theme_${name}_${value}`)}</option>)}
      </select>
    </label>
  );
  return (
    <Modal title={t('settings')} onClose={props.onClose} t={t}>
      <form class="game-form" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('language')}
          <select name="language" value={settings.language ?? 'en'} onChange={(e) => props.onChange({ language: (e.target as HTMLSelectElement).value as Language })}>
            <option value="ru">Русский</option>
            <option value="en">English</option>
          </select>
        </label>
        <label>
          {t('speed')}{props.reducedMotion ? ` ${t('speedReducedMotion')}` : ''}
          <select name="speed" value={settings.speed} onChange={(e) => props.onChange({ speed: (e.target as HTMLSelectElement).value as Speed })}>
            {(['off', 'fast', 'normal', 'slow'] as const).map((speed) => <option key={speed} value={speed}>{t(`speed_${speed}`)}</option>)}
          </select>
        </label>
        {choice('tableColour', TABLE_COLOURS)}
        {choice('cardFace', CARD_FACES)}
        {choice('cardBack', CARD_BACKS)}
        {choice('cardSize', CARD_SIZES)}
        {toggle('sound', t('soundSetting'))}
        {toggle('autoFoundation', t('autoFoundation'))}
        {toggle('solverIndicator', t('solverIndicatorSetting'))}
        {toggle('fairHints', t('fairHintsSetting'))}
        {toggle('showClock', t('showClockSetting'))}
        {toggle('warnLosingMove', t('warnLosingMoveSetting'))}
        <label>
          {t('thinkingTime')}
          <select name="thinkingMs" value={String(settings.thinkingMs)} onChange={(e) => props.onChange({ thinkingMs: Number((e.target as HTMLSelectElement).value) })}>
            {THINKING_CHOICES.map((ms) => <option key={ms} value={String(ms)}>{t('seconds', { count: ms / 1000 })}</option>)}
          </select>
        </label>
      </form>
    </Modal>
  );
}
