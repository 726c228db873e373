import { back, close } from '../features/modal/modalSlice';
import { selectCanGoBack, selectView } from '../features/router/routerSelectors';
import type { MessageKey } from '../i18n/en';
import { useTranslate } from '../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../store/PorticoReduxContext';
import { BackIcon, CloseIcon } from '../ui/icons';
import { IconButton } from '../ui/IconButton';
import { en } from '../i18n/en';

function viewTitleKey(view: string): MessageKey {
  const key = `view.${view}.title`;
  return key in en ? (key as MessageKey) : 'view.default.title';
}

export function ModalHeader({ titleId }: { titleId: string }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const view = usePorticoSelector(selectView);
  const canGoBack = usePorticoSelector(selectCanGoBack);
  return (
    <header className="portico-header">
      {canGoBack ? (
        <IconButton label={t('modal.back')} icon={<BackIcon />} onClick={() => dispatch(back())} />
      ) : (
        <span className="portico-header-spacer" />
      )}
      <h2 id={titleId} className="portico-title">
        {t(viewTitleKey(view))}
      </h2>
      <IconButton label={t('modal.close')} icon={<CloseIcon />} onClick={() => dispatch(close())} />
    </header>
  );
}
