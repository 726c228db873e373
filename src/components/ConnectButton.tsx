import { useAccount } from '../hooks/useAccount';
import { useStartupTranslate } from '../i18n/useStartupTranslate';
import { prefetchModal } from '../provider/loadModalRoot';
import { useWalletModalInstance } from '../provider/WalletModalContext';
import { truncateAddress } from '../utils/truncateAddress';

export interface ConnectButtonProps {
  /** Extra class on the button. */
  className?: string;
}

/**
 * Opens the modal. Shows the truncated address once connected. Hover and focus start loading
 * the modal shell so the first open paints without waiting on the network.
 */
export function ConnectButton({ className }: ConnectButtonProps) {
  const t = useStartupTranslate();
  // The instance, not useWalletModal: the button does not re-render when the modal opens.
  const modal = useWalletModalInstance();
  const { address, status } = useAccount();
  const label = address ? (
    // An address reads left to right, also on a right-to-left page.
    <bdi dir="ltr">{truncateAddress(address)}</bdi>
  ) : status === 'connecting' ? (
    t('connectButton.connecting')
  ) : (
    t('connectButton.connect')
  );
  return (
    <button
      type="button"
      className={`portico-connect-button ${className ?? ''}`}
      onPointerEnter={prefetchModal}
      onFocus={prefetchModal}
      onClick={() => modal.open()}
    >
      {label}
    </button>
  );
}
