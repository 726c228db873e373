import { onrampMethodPicked } from '../../features/onramp/onrampActions';
import type { PaymentMethod } from '../../features/onramp/types';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { ChoiceChips } from '../../ui/ChoiceChips';
import { METHOD_LABEL } from '../OnrampProviders/methodLabel';

/** How to pay: the methods the payment currency takes, as radio buttons. */
export function OnrampMethodChoice({
  methods,
  method,
}: {
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
}) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  return (
    <ChoiceChips
      legend={t('onramp.paymentMethod')}
      choices={methods.map((id) => ({ key: id, label: t(METHOD_LABEL[id]) }))}
      selected={method}
      onPick={(id) => dispatch(onrampMethodPicked(id))}
    />
  );
}
