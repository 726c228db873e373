import encodeQR from 'qr';
import { useMemo } from 'react';

/**
 * UTF-8 bytes for the encoder. `TextEncoder` where the runtime has it; otherwise (jsdom, some
 * server renderers) the same bytes through `encodeURIComponent`'s percent-escapes.
 */
function utf8Bytes(text: string): Uint8Array {
  if (typeof TextEncoder !== 'undefined') return new TextEncoder().encode(text);
  const bytes: number[] = [];
  for (const [, hex, char] of encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|(.)/gs)) {
    bytes.push(hex ? parseInt(hex, 16) : char!.charCodeAt(0));
  }
  return Uint8Array.from(bytes);
}

interface QrCodeProps {
  /** The text to encode, e.g. a WalletConnect pairing URI. Exposed as `data-uri` for tests. */
  value: string;
  /** Accessible name of the image. */
  label: string;
  /** Rendered width and height in CSS pixels. Default 240. */
  size?: number;
}

/**
 * A QR code as an `<img>` of `qr`'s SVG output in a `data:` URL: no inline style attribute and
 * no script, so it works under a strict CSP that allows `img-src data:`.
 */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const src = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        encodeQR(value, 'svg', {
          ecc: 'medium',
          border: 2,
          textEncoder: utf8Bytes,
        }),
      )}`,
    [value],
  );
  return (
    <img className="portico-qr" src={src} alt={label} width={size} height={size} data-uri={value} />
  );
}
