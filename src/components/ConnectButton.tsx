import { useAccount } from '../hooks/useAccount';
import { useWalletModal } from '../hooks/useWalletModal';
import { useStartupTranslate } from '../i18n/useStartupTranslate';
import { prefetchModal } from '../provider/loadModalRoot';
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
  const { open } = useWalletModal();
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
      onClick={() => open()}
    >
      {label}
    </button>
  );
}
