import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectButton, WalletModalProvider, createWalletModal } from '../../src';
import { baseConfig } from '../support/fixtures';

describe('ConnectButton', () => {
  it('behavior: a click opens the dialog, and the button itself does not render again for it', async () => {
    const modal = createWalletModal(baseConfig);
    const renders: string[] = [];
    render(
      <WalletModalProvider modal={modal}>
        <Profiler id="button" onRender={(_id, phase) => renders.push(phase)}>
          <ConnectButton />
        </Profiler>
      </WalletModalProvider>,
    );
    const rendersBefore = renders.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(modal.getSnapshot().isOpen).toBe(true);
    // Opening is the dialog's work: the button's own render stays out of the click's path.
    expect(renders.slice(rendersBefore)).toEqual([]);
    modal.destroy();
  });
});
