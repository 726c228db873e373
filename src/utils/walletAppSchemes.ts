/**
 * The custom URL schemes of wallet apps: the only native links Portico opens. Any other
 * scheme may belong to the operating system rather than a wallet (`ms-msdt:`, `search-ms:`,
 * `itms-services:`, `ms-settings:`, `tel:`, `sms:`, `mailto:` …), and a catalogue entry must
 * not be able to hand the visitor to one. Lower case, without the `:`. A wallet not listed
 * here is opened through its https universal link, or reached by its QR code.
 */
export const WALLET_APP_SCHEMES: ReadonlySet<string> = new Set([
  'ambire',
  'argent',
  'backpack',
  'bitkeep',
  'bitpie',
  'bnc',
  'cbwallet',
  'coin98',
  'cosmostation',
  'dfw',
  'exodus',
  'imtokenv2',
  'keplrwallet',
  'krakenwallet',
  'leapcosmos',
  'ledgerlive',
  'mathwallet',
  'metamask',
  'novawallet',
  'okex',
  'phantom',
  'rainbow',
  'safe',
  'solflare',
  'subwallet',
  'tpoutside',
  'trust',
  'uniswap',
  'unisat',
  'vimo',
  'xverse',
  'zengo',
  'zerion',
]);
