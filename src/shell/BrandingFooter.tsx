import { selectFeatures } from '../features/options/selectFeatures';
import { selectView } from '../features/router/routerSelectors';
import { useFirstOpenTranslate } from '../i18n/useFirstOpenTranslate';
import type { PorticoState } from '../features/PorticoState';
import { usePorticoSelector } from '../store/PorticoReduxContext';

/** The screens that carry the footer: where a user picks a way in, and their account. */
const BRANDED_VIEWS: readonly string[] = ['Connect', 'Account'];

const selectShowBranding = (state: PorticoState) =>
  selectFeatures(state).reownBranding && BRANDED_VIEWS.includes(selectView(state));

/**
 * "UX by Portico" under the Connect and Account views (`reownBranding`, which the
 * project's remote `reown_branding` flag overrides).
 */
export function BrandingFooter() {
  const t = useFirstOpenTranslate();
  const show = usePorticoSelector(selectShowBranding);
  return show ? <p className="portico-branding">{t('modal.branding')}</p> : null;
}
