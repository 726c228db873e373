import type { OnrampAvailability } from '../../features/onramp/onrampSelectors';
import type { MessageKey } from '../../i18n/en';
import { useTranslate } from '../../i18n/useTranslate';

const NOTICE: Record<Exclude<OnrampAvailability, 'available'>, MessageKey> = {
  unavailable: 'onramp.unavailable',
  restricted: 'onramp.restricted',
  unsupportedNetwork: 'onramp.unsupportedNetwork',
};

/** Why buying is not offered here: no product API or flag off, the region, or the network. */
export function OnrampNotice({
  availability,
}: {
  availability: Exclude<OnrampAvailability, 'available'>;
}) {
  const t = useTranslate();
  return (
    <p className="portico-list-note" role="status" data-reason={availability}>
      {t(NOTICE[availability])}
    </p>
  );
}
