import { onrampMethodPicked } from '../../features/onramp/onrampActions';
import type { PaymentMethod } from '../../features/onramp/types';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
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
    <fieldset className="portico-onramp-methods">
      <legend className="portico-field-label">{t('onramp.paymentMethod')}</legend>
      {methods.map((id) => (
        <label key={id} className="portico-onramp-chip">
          <input
            type="radio"
            name="portico-onramp-method"
            value={id}
            checked={id === method}
            onChange={() => dispatch(onrampMethodPicked(id))}
          />
          {t(METHOD_LABEL[id])}
        </label>
      ))}
    </fieldset>
  );
}
