import type { EmailError } from '../../features/authWallet/types';
import type { Translate } from '../../i18n/createTranslator';

/** An email login or change error in the catalogue's words; the cooldown counts down. */
export function emailErrorText(t: Translate, error: EmailError, secondsLeft: number): string {
  if (error.reason === 'cooldown') return t('emailError.cooldown', { n: Math.max(1, secondsLeft) });
  return t(`emailError.${error.reason}`);
}
