import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import { universalAdapter } from '../../../adapters/universal/createUniversalAdapter';
import { pairing } from '../../../src/adapter/pairing';
import { AdapterRegistry } from '../../../src/features/adapters/AdapterRegistry';
import { AUTH_CONNECTOR_ID } from '../../../src/frame/AuthWallet';
import { embeddedWallet } from '../../../src/frame/embeddedWallet';
import { resolveConfig } from '../../../src/config/resolveConfig';
import { configErrorOf } from '../../support/configErrorOf';
import { localChain } from '../../support/fixtures';
import { testSourceContext } from '../../support/sourceContext';
import { SOLANA_NETWORK, testSolanaAdapter } from '../../support/testSolanaAdapter';

const SECURE_SITE_URL = 'https://secure.example.com/frame.html';
const ids = (registry: AdapterRegistry, namespace: 'eip155' | 'solana') =>
  registry
    .get(namespace)
    .getConnectors()
    .map((c) => `${c.namespace}/${c.id}`);

describe('wallet sources', () => {
  it('behavior: a source declaring [solana] serves solana and only solana', () => {
    const eip155 = eip155Adapter();
    const registry = new AdapterRegistry([eip155, testSolanaAdapter()], {
      sources: [pairing(universalAdapter({ namespace: 'solana' }), { namespaces: ['solana'] })],
      context: testSourceContext(),
    });
    expect(ids(registry, 'solana')).toContain('solana/walletConnect');
    expect(registry.get('solana').capabilities.walletConnect).toBe(true);
    // eip155 keeps its own adapter, untouched.
    expect(registry.get('eip155')).toBe(eip155);
    expect(ids(registry, 'eip155')).not.toContain('eip155/walletConnect');
  });

  it('behavior: the embedded wallet (declared eip155) is listed on eip155 only, and its loader is the running source', () => {
    const registry = new AdapterRegistry([eip155Adapter(), testSolanaAdapter()], {
      sources: [embeddedWallet({ secureSiteUrl: SECURE_SITE_URL })],
      context: testSourceContext(),
    });
    expect(ids(registry, 'eip155')[0]).toBe(`eip155/${AUTH_CONNECTOR_ID}`);
    expect(ids(registry, 'solana')).not.toContain(`solana/${AUTH_CONNECTOR_ID}`);
    expect(registry.source('embeddedWallet')?.adapter.namespaces).toEqual(['eip155']);
    expect(registry.source('pairing')).toBeUndefined();
  });

  it('behavior: sources join in one order whatever the config lists: the embedded wallet first, then pairing', () => {
    const registry = new AdapterRegistry([eip155Adapter()], {
      sources: [
        embeddedWallet({ secureSiteUrl: SECURE_SITE_URL }),
        pairing(universalAdapter({ relayUrl: 'ws://127.0.0.1:1' })),
      ],
      context: testSourceContext(),
    });
    expect(ids(registry, 'eip155').slice(0, 2)).toEqual([
      `eip155/${AUTH_CONNECTOR_ID}`,
      'eip155/walletConnect',
    ]);
  });

  it('errors: the embedded wallet without an adapter of eip155 is a config error, not a silent no-op', () => {
    const error = configErrorOf({
      projectId: 'p',
      networks: [SOLANA_NETWORK],
      adapters: [testSolanaAdapter()],
      sources: [embeddedWallet({ secureSiteUrl: SECURE_SITE_URL })],
    });
    expect(error.field).toBe('sources.0');
    expect(error.message).toContain('embeddedWallet serves eip155: add its adapter');
  });

  it('errors: two sources of one kind, a bad secure site, and the old top-level secureSiteUrl', () => {
    const base = { projectId: 'p', networks: [localChain], adapters: [eip155Adapter()] };
    const universal = universalAdapter();
    expect(
      configErrorOf({ ...base, sources: [pairing(universal), pairing(universal)] }).field,
    ).toBe('sources.1');
    expect(
      configErrorOf({ ...base, sources: [embeddedWallet({ secureSiteUrl: 'javascript:x' })] })
        .field,
    ).toBe('sources.0.secureSiteUrl');
    const moved = configErrorOf({ ...base, secureSiteUrl: SECURE_SITE_URL });
    expect(moved.field).toBe('secureSiteUrl');
    expect(moved.message).toContain('moved to sources: [embeddedWallet({ … })]');
  });

  it('errors: a secure site on plain http is refused unless it is on this machine', () => {
    const base = { projectId: 'p', networks: [localChain], adapters: [eip155Adapter()] };
    const withSite = (secureSiteUrl: string) => ({
      ...base,
      sources: [embeddedWallet({ secureSiteUrl })],
    });
    for (const url of ['http://secure.example.com/frame.html', 'http://192.168.1.2:7777/']) {
      const error = configErrorOf(withSite(url));
      expect(error.field).toBe('sources.0.secureSiteUrl');
      expect(error.message).toContain(
        'secureSiteUrl must be an https URL (http only for localhost, 127.0.0.0/8 or [::1])',
      );
    }
    for (const url of [
      SECURE_SITE_URL,
      'http://localhost:7777/frame.html',
      'http://127.0.0.2:7777/frame.html',
      'http://[::1]:7777/frame.html',
    ])
      expect(() => resolveConfig(withSite(url))).not.toThrow();
  });
});
