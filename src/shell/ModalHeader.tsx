import { back, close } from '../features/modal/modalSlice';
import { selectCanGoBack, selectView } from '../features/router/routerSelectors';
import { enFirstOpen, type FirstOpenMessageKey } from '../i18n/enFirstOpen';
import { useFirstOpenTranslate } from '../i18n/useFirstOpenTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../store/PorticoReduxContext';
import { BackIcon, CloseIcon } from '../ui/icons';
import { IconButton } from '../ui/IconButton';

function viewTitleKey(view: string): FirstOpenMessageKey {
  const key = `view.${view}.title`;
  return key in enFirstOpen ? (key as FirstOpenMessageKey) : 'view.default.title';
}

export function ModalHeader({ titleId }: { titleId: string }) {
  const t = useFirstOpenTranslate();
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
