import { nameRegistrationRequested } from '../../features/names/namesActions';
import {
  selectActiveReverseError,
  selectNameRegistrationBlock,
} from '../../features/names/namesSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { useNameErrorText } from './useNameErrorText';

/**
 * Account's part of names: 'Error fetching names for address' while the reverse lookup fails,
 * and "Register a name" where registering is possible (the auth connector on an EVM chain,
 * with the API).
 */
export function AccountNameEntry() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const canRegister = usePorticoSelector(selectNameRegistrationBlock) === null;
  const reverseError = usePorticoSelector(selectActiveReverseError);
  const errorText = useNameErrorText();
  if (!canRegister && !reverseError) return null;
  return (
    <div className="portico-account-names">
      {reverseError ? (
        <p className="portico-muted" role="status">
          {errorText(reverseError)}
        </p>
      ) : null}
      {canRegister ? (
        <Button variant="secondary" onClick={() => dispatch(nameRegistrationRequested())}>
          {t('account.registerName')}
        </Button>
      ) : null}
    </div>
  );
}
