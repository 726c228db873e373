import type { AccountType } from '../../adapter/CaipNetwork';
import { parseCaipAddress } from '../../adapter/caip';
import {
  selectActiveConnection,
  selectActiveNamespace,
} from '../../features/connections/connectionsSelectors';
import { accountPicked } from '../../features/connections/connectionsSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { ChoiceChips } from '../../ui/ChoiceChips';

// A steady order, so the chips do not move when the other one is picked.
const ORDER: readonly AccountType[] = ['payment', 'ordinal', 'eoa', 'smartAccount', 'stx'];

/**
 * A wallet with several kinds of address (bip122: payment and ordinals, account
 * types): which one the modal uses, and the choice of the other. Nothing for one kind.
 */
export function AccountAddressKinds() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const connection = usePorticoSelector(selectActiveConnection);
  const namespace = usePorticoSelector(selectActiveNamespace);
  const types = connection?.accountTypes;
  if (!namespace || !connection?.caipAddress || !types) return null;
  const choices = Object.entries(types)
    .sort(([, a], [, b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map(([address, type]) => ({ key: address, label: t(`account.type.${type}`) }));
  if (choices.length < 2) return null;
  return (
    <ChoiceChips
      legend={t('account.addressFor')}
      choices={choices}
      selected={parseCaipAddress(connection.caipAddress).address}
      onPick={(address) => dispatch(accountPicked({ namespace, address }))}
    />
  );
}
