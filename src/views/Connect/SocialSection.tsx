import { useId, useRef, useState } from 'react';
import {
  farcasterLoginRequested,
  socialButtonsApproached,
  socialLoginRequested,
} from '../../features/authWallet/authWalletActions';
import { openSocialPopup } from '../../frame/openSocialPopup';
import type { SocialProvider } from '../../config/defaults';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { MoreIcon, SocialIcon } from '../../ui/SocialIcon';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { gatedProps, useConnectGate } from './ConnectGate';

/** Icon buttons in the row under the first provider; the last one is "More" when more remain. */
const ICON_SLOTS = 4;

/** How the configured providers are laid out: one wide button, a row of icons, the rest. */
function socialLayout(providers: readonly SocialProvider[]) {
  const [first, ...rest] = providers;
  const fits = rest.length <= ICON_SLOTS;
  return {
    first,
    icons: fits ? rest : rest.slice(0, ICON_SLOTS - 1),
    hidden: fits ? [] : rest.slice(ICON_SLOTS - 1),
  };
}

/**
 * The social buttons of the Connect view, in the configured order: the first provider as a wide "Continue with …" button, the next ones as icons
 * in a row (each named for assistive technology), the rest behind "More options". A click
 * opens the popup at once (a later one would be blocked) and starts the login; Farcaster
 * signs in by QR code instead (ConnectingFarcaster).
 */
export function SocialSection({ providers }: { providers: readonly SocialProvider[] }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const [expanded, setExpanded] = useState(false);
  const hiddenId = useId();
  const approached = useRef(false);
  // One set of keys for the wide buttons and the icon row: arrows go through them in order.
  const listKeys = useListKeyboard({ grid: true });
  const gate = useConnectGate();
  const { first, icons, hidden } = socialLayout(providers);
  if (!first) return null;
  // Pointer or keyboard near the buttons: the frame is made before the click needs it.
  const approach = () => {
    if (approached.current || gate.blocked) return;
    approached.current = true;
    dispatch(socialButtonsApproached());
  };
  const start = (provider: SocialProvider) => {
    if (gate.blocked) return;
    if (provider === 'farcaster') {
      dispatch(farcasterLoginRequested());
      return;
    }
    openSocialPopup();
    dispatch(socialLoginRequested(provider));
  };
  const label = (provider: SocialProvider) =>
    t('social.continueWith', { provider: t(`social.provider.${provider}`) });
  const wide = (provider: SocialProvider) => (
    <button
      type="button"
      className="portico-button portico-social-wide"
      data-variant="secondary"
      data-provider={provider}
      {...gatedProps(gate)}
      onPointerEnter={approach}
      onFocus={approach}
      onClick={() => start(provider)}
    >
      <SocialIcon provider={provider} />
      <span>{label(provider)}</span>
    </button>
  );
  return (
    <section className="portico-social" aria-label={t('social.heading')} {...listKeys}>
      {wide(first)}
      {icons.length > 0 || hidden.length > 0 ? (
        <ul className="portico-list portico-social-icons">
          {icons.map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="portico-button portico-social-icon"
                data-variant="secondary"
                data-provider={provider}
                {...gatedProps(gate)}
                aria-label={label(provider)}
                title={label(provider)}
                onPointerEnter={approach}
                onFocus={approach}
                onClick={() => start(provider)}
              >
                <SocialIcon provider={provider} />
              </button>
            </li>
          ))}
          {hidden.length > 0 ? (
            <li>
              <button
                type="button"
                className="portico-button portico-social-icon"
                data-variant="secondary"
                aria-label={expanded ? t('social.fewer') : t('social.more')}
                title={expanded ? t('social.fewer') : t('social.more')}
                aria-expanded={expanded}
                aria-controls={hiddenId}
                onClick={() => setExpanded((open) => !open)}
              >
                <MoreIcon />
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {hidden.length > 0 ? (
        <ul className="portico-list portico-social-list" id={hiddenId} hidden={!expanded}>
          {hidden.map((provider) => (
            <li key={provider}>{wide(provider)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
