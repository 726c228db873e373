/**
 * Reading wallet rows as a user meets them in the Connect and AllWallets views, and checking
 * them against the hostile metadata they were made from.
 */
import { within } from '@testing-library/react';
import fc from 'fast-check';
import { isSafeImageUrl } from '../../src/adapter/isSafeImageUrl';
import {
  hostileIcon,
  hostileName,
  nameProblem,
  type HostileIcon,
  type HostileName,
} from './hostileMetadata';

export interface HostileWallet {
  name: HostileName;
  icon: HostileIcon;
}

/** 1 to `max` wallets with hostile names and icons from `icon`. */
export const hostileWallets = (max: number, icon: fc.Arbitrary<HostileIcon> = hostileIcon) =>
  fc.array(fc.record({ name: hostileName, icon }), { minLength: 1, maxLength: max });

/** What may never be in the dialog: elements or attributes made from a name or icon. */
export function injectionProblem(root: Element): string | null {
  if (root.querySelector('script, iframe, object, embed, svg[onload], img[onerror], a[href]'))
    return 'an element made from the markup';
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) return `an ${name} attribute on <${element.localName}>`;
      if (/^\s*(javascript|vbscript|data:text)/i.test(value))
        return `${name}="${value.slice(0, 40)}"`;
    }
  }
  for (const img of root.querySelectorAll('img')) {
    if (!isSafeImageUrl(img.getAttribute('src'))) return `an unsafe img src`;
  }
  return null;
}

/** Each row as the user meets it: its label, its image (null: the glyph), its button. */
export const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => ({
      label: button.querySelector('.portico-list-label')?.textContent ?? '',
      image: button.querySelector('img')?.getAttribute('src') ?? null,
      /** Whether assistive tech names the button `name` (the label, then its tags). */
      named: (name: string) => within(list).queryAllByRole('button', { name }).includes(button),
    }));

/** Every row matches one wallet (names by the oracle, the icon shown iff it is safe). */
export function rowsProblem(
  rows: ReturnType<typeof rowsOf>,
  wallets: HostileWallet[],
  fallback: (index: number) => string,
  tag: (index: number) => string,
): string | null {
  if (rows.length !== wallets.length) return `${rows.length} rows for ${wallets.length} wallets`;
  const unmatched = [...rows];
  for (const [index, wallet] of wallets.entries()) {
    const at = unmatched.findIndex(
      (row) =>
        nameProblem(row.label, wallet.name, fallback(index)) === null &&
        row.image === (wallet.icon.shown ? wallet.icon.icon : null) &&
        row.named(`${row.label}${tag(index)}`),
    );
    if (at === -1) {
      const reasons = rows.map((row) => nameProblem(row.label, wallet.name, fallback(index)));
      return `no row for wallet ${index} (${JSON.stringify(wallet.name.raw.slice(0, 60))}): ${reasons.join('; ')}`;
    }
    unmatched.splice(at, 1);
  }
  return null;
}
