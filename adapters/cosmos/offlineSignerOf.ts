import type { OfflineSigner } from '@cosmjs/proto-signing';
import type { CosmosWallet } from './listCosmosWallets';
import { unsupported } from './unsupported';

/** The cosmjs signer of the wallet for `chainId`: direct signing, else amino only (Ledger). */
export async function offlineSignerOf(wallet: CosmosWallet, chainId: string) {
  const { provider } = wallet;
  const signer: unknown =
    typeof provider.getOfflineSigner === 'function'
      ? await provider.getOfflineSigner(chainId)
      : typeof provider.getOfflineSignerOnlyAmino === 'function'
        ? await provider.getOfflineSignerOnlyAmino(chainId)
        : undefined;
  const usable =
    typeof signer === 'object' &&
    signer !== null &&
    typeof (signer as { getAccounts?: unknown }).getAccounts === 'function' &&
    (typeof (signer as { signDirect?: unknown }).signDirect === 'function' ||
      typeof (signer as { signAmino?: unknown }).signAmino === 'function');
  if (!usable) throw unsupported(`${wallet.info.name} gave no offline signer for ${chainId}`);
  return signer as OfflineSigner;
}
