import { useRef, useState } from 'react';
import {
  farcasterLoginRequested,
  socialButtonsApproached,
  socialLoginRequested,
} from '../../features/authWallet/authWalletActions';
import { openSocialPopup } from '../../frame/openSocialPopup';
import type { SocialProvider } from '../../config/defaults';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';

/** How many providers show before "More options" (the rest are behind it). */
const SHOWN_FIRST = 3;

/**
 * The social buttons of the Connect view (spec §1), in the configured order: the first few,
 * then the rest behind "More options". A click opens the popup at once (a later one would be
 * blocked) and starts the login; Farcaster signs in by QR code instead (ConnectingFarcaster).
 */
export function SocialSection({ providers }: { providers: readonly SocialProvider[] }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const [expanded, setExpanded] = useState(false);
  const approached = useRef(false);
  // Pointer or keyboard near the buttons: the frame is made before the click needs it.
  const approach = () => {
    if (approached.current) return;
    approached.current = true;
    dispatch(socialButtonsApproached());
  };
  if (providers.length === 0) return null;
  const shown = expanded ? providers : providers.slice(0, SHOWN_FIRST);
  return (
    <section className="portico-social" aria-label={t('social.heading')}>
      <ul className="portico-list portico-social-list">
        {shown.map((provider) => {
          const name = t(`social.provider.${provider}`);
          return (
            <li key={provider}>
              <button
                type="button"
                className="portico-button"
                data-variant="secondary"
                data-provider={provider}
                onPointerEnter={approach}
                onFocus={approach}
                onClick={() => {
                  if (provider === 'farcaster') {
                    dispatch(farcasterLoginRequested());
                    return;
                  }
                  openSocialPopup();
                  dispatch(socialLoginRequested(provider));
                }}
              >
                {t('social.continueWith', { provider: name })}
              </button>
            </li>
          );
        })}
      </ul>
      {providers.length > SHOWN_FIRST ? (
        <button
          type="button"
          className="portico-link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('social.fewer') : t('social.more')}
        </button>
      ) : null}
    </section>
  );
}
