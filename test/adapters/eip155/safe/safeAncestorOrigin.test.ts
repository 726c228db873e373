/** @jest-environment node */
import { safeAncestorOrigin } from '../../../../adapters/eip155/safe/safeAncestorOrigin';

const framedBy = (referrer: string, ancestorOrigins?: string[]) => ({
  framed: true,
  referrer,
  ...(ancestorOrigins ? { ancestorOrigins } : {}),
});

describe('safeAncestorOrigin: is the page framed by a Safe web app?', () => {
  it('behavior: the public Safe app by default, from ancestorOrigins or else the referrer', () => {
    expect(safeAncestorOrigin(framedBy('', ['https://app.safe.global']))).toBe(
      'https://app.safe.global',
    );
    expect(safeAncestorOrigin(framedBy('https://app.safe.global/apps/open?safe=eth:0x1'))).toBe(
      'https://app.safe.global',
    );
    // The default https port is the same host.
    expect(safeAncestorOrigin(framedBy('https://app.safe.global:443/'))).toBe(
      'https://app.safe.global',
    );
  });

  it('behavior: ancestorOrigins wins over a referrer that says otherwise', () => {
    expect(
      safeAncestorOrigin(framedBy('https://app.safe.global/', ['https://evil.example'])),
    ).toBeNull();
  });

  it('behavior: a page that is not framed is never inside a Safe app', () => {
    expect(
      safeAncestorOrigin({
        framed: false,
        referrer: 'https://app.safe.global/',
        ancestorOrigins: ['https://app.safe.global'],
      }),
    ).toBeNull();
  });

  it.each([
    ['a look-alike suffix', 'https://app.safe.global.evil.com/'],
    ['a look-alike prefix', 'https://evil-app.safe.global/'],
    ['a subdomain', 'https://x.app.safe.global/'],
    ['userinfo naming the host', 'https://app.safe.global@evil.com/'],
    ['userinfo on the host itself', 'https://user:pass@app.safe.global/'],
    ['another port', 'https://app.safe.global:8443/'],
    ['plain http off loopback', 'http://app.safe.global/'],
    ['a malformed referrer', 'app.safe.global'],
    ['an empty referrer', ''],
    ['another scheme', 'ftp://app.safe.global/'],
  ])('hostile: %s is refused', (_, referrer) => {
    expect(safeAncestorOrigin(framedBy(referrer))).toBeNull();
    expect(safeAncestorOrigin(framedBy('', [referrer]))).toBeNull();
  });

  it('parameters: configured hosts match exactly, port included; http only on loopback', () => {
    const hosts = ['localhost:4100', 'safe.example.org'];
    expect(safeAncestorOrigin(framedBy('http://localhost:4100/app'), hosts)).toBe(
      'http://localhost:4100',
    );
    expect(safeAncestorOrigin(framedBy('https://safe.example.org/'), hosts)).toBe(
      'https://safe.example.org',
    );
    expect(safeAncestorOrigin(framedBy('http://localhost:4101/'), hosts)).toBeNull();
    expect(safeAncestorOrigin(framedBy('http://safe.example.org/'), hosts)).toBeNull();
    expect(safeAncestorOrigin(framedBy('http://127.0.0.1:4100/'), ['127.0.0.1:4100'])).toBe(
      'http://127.0.0.1:4100',
    );
    expect(safeAncestorOrigin(framedBy('http://[::1]:4100/'), ['[::1]:4100'])).toBe(
      'http://[::1]:4100',
    );
    // The public host is not listed any more once the host lists its own.
    expect(safeAncestorOrigin(framedBy('https://app.safe.global/'), hosts)).toBeNull();
  });
});
