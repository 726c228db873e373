import { useFirstOpenTranslate } from '../../i18n/useFirstOpenTranslate';
import { WalletIcon } from '../../ui/icons';
import { gatedProps, useConnectGate } from './ConnectGate';

/**
 * "Continue with a wallet": stands for the collapsed wallet list (`collapseWallets`,
 * `emailShowWallets` off) and reveals it in its place.
 */
export function WalletsButton({ onReveal }: { onReveal(): void }) {
  const t = useFirstOpenTranslate();
  const gate = useConnectGate();
  return (
    <button
      type="button"
      className="portico-button portico-wallets-button"
      data-variant="secondary"
      {...gatedProps(gate)}
      onClick={() => {
        if (!gate.blocked) onReveal();
      }}
    >
      <WalletIcon />
      <span>{t('connect.continueWithWallet')}</span>
    </button>
  );
}
