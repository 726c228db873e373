import { useRef } from 'react';
import { selectApproval, selectApprovalFrame } from '../../features/authWallet/authWalletSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { useFrameOverSlot } from './useFrameOverSlot';

/**
 * An unsafe request of the embedded wallet: the secure frame shows what is asked
 * (recipient, value, token transfer, or the message) with Approve and Reject, in this view's
 * body. Back or closing rejects it.
 */
export function ApproveTransactionView() {
  const t = useTranslate();
  const pending = usePorticoSelector(selectApproval) === 'pending';
  const frame = usePorticoSelector(selectApprovalFrame);
  const slot = useRef<HTMLDivElement>(null);
  useFrameOverSlot(slot, pending ? frame : null, t('view.ApproveTransaction.title'));
  return (
    <div className="portico-approve">
      <p className="portico-muted" role="status">
        {pending ? t('approve.hint') : t('approve.waiting')}
      </p>
      <div ref={slot} className="portico-approve-slot" />
    </div>
  );
}
