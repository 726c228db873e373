import { createDefaultSiwx } from '../../../src/features/siwx/createDefaultSiwx';
import { SIWX_SESSIONS_STORAGE_KEY } from '../../../src/features/siwx/siwxSessionStorage';
import { CHAINS } from '../../support/siwxFixtures';

// jsdom: the page's location and localStorage are the defaults.
describe('createDefaultSiwx in a browser', () => {
  afterEach(() => localStorage.clear());

  it('default: domain and uri come from the page, sessions go to localStorage', async () => {
    const siwx = createDefaultSiwx({ chains: CHAINS, verifiers: { solana: async () => true } });
    const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
    const message = await siwx.createMessage({
      accountAddress: address,
      chainId: 'solana:mainnet',
    });
    expect(message.domain).toBe(window.location.host);
    expect(message.uri).toBe(window.location.href);
    expect(
      message
        .toString()
        .startsWith(`${window.location.host} wants you to sign in with your Solana account:\n`),
    ).toBe(true);
    await siwx.addSession({ data: message, message: message.toString(), signature: 'sig' });
    expect(localStorage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toContain(address);
  });
});
