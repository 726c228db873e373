import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { localeDirection } from '../../src/i18n/localeDirection';
import { useToolbarConfig } from './toolbar';

/**
 * Wraps a ui primitive in the classes the modal gives it (theme root, dialog panel, body), with
 * the toolbar's theme and direction, so primitives look as they do inside the modal.
 */
function PrimitiveFrame({ children }: { children: ReactNode }) {
  const { themeMode, locale = 'en' } = useToolbarConfig();
  return (
    <div
      className="portico-root"
      data-embedded=""
      data-theme-mode={themeMode ?? 'system'}
      dir={localeDirection(locale)}
      lang={locale}
    >
      <div className="portico-dialog">
        <div className="portico-body">{children}</div>
      </div>
    </div>
  );
}

export const withPrimitiveFrame: Decorator = (Story) => (
  <PrimitiveFrame>
    <Story />
  </PrimitiveFrame>
);
