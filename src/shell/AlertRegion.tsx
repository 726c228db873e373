import { selectAlert } from '../features/alerts/alertsSelectors';
import { alertDismissed } from '../features/alerts/alertsSlice';
import { useTranslate } from '../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../store/PorticoReduxContext';
import { AlertBar } from '../ui/AlertBar';

export function AlertRegion() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const alert = usePorticoSelector(selectAlert);
  if (!alert) return null;
  return (
    <AlertBar
      title={t(`alert.${alert.code}.title`)}
      body={t(`alert.${alert.code}.body`)}
      severity={alert.severity}
      dismissLabel={t('modal.dismiss')}
      onDismiss={() => dispatch(alertDismissed())}
    />
  );
}
