import { selectActiveCaipAddress } from '../../features/connections/connectionsSelectors';
import { selectApiEnabled } from '../../features/options/optionsSelectors';
import { viewPushed } from '../../features/router/routerSlice';
import { isViewOn } from '../../features/router/viewFlags';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';

/**
 * The Account view's way to the account's smart sessions: only with `features.smartSessions`,
 * an account connected and the product API (which keeps the sessions).
 */
export function SmartSessionsRow() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const shown = usePorticoSelector(
    (state) =>
      isViewOn(state, 'SmartSessions') &&
      selectActiveCaipAddress(state) !== null &&
      selectApiEnabled(state),
  );
  if (!shown) return null;
  return (
    <Button variant="secondary" onClick={() => dispatch(viewPushed('SmartSessions'))}>
      {t('account.smartSessions')}
    </Button>
  );
}
