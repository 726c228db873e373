import { selectNamesState } from '../../features/names/namesSelectors';
import { routerReset } from '../../features/router/routerSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { SuccessIcon } from '../../ui/icons';
import { StatusPanel } from '../../ui/StatusPanel';

/** RegisterAccountNameSuccess: the name registered, and back to Account. */
export function RegisterAccountNameSuccessView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { registration } = usePorticoSelector(selectNamesState);
  const name = registration.status === 'registered' ? registration.name : null;
  return (
    <StatusPanel
      icon={<SuccessIcon />}
      title={name ? t('names.registered', { name }) : t('view.RegisterAccountNameSuccess.title')}
      hint={t('names.registeredHint')}
    >
      <Button onClick={() => dispatch(routerReset('Account'))}>{t('names.backToAccount')}</Button>
    </StatusPanel>
  );
}
