/**
 * GET /v1/onramp/options: the payment currencies with their method limits and
 * the purchase currencies with the networks the local provider delivers to. Deterministic for
 * a given set of served chains; `name` values are stable ids (`local-31337`, `solana`).
 */

/** card 10.00-7500.00, bank account 10.00-25000.00 (USD and EUR); GBP: card only. */
export const PAYMENT_CURRENCIES = Object.freeze([
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ],
  },
  {
    id: 'EUR',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ],
  },
  { id: 'GBP', payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }] },
]);

/**
 * The purchase currencies. `shown`: the places of a quote's purchaseAmount (and so of what is
 * sent); `decimals`: the token's own.
 */
export const ONRAMP_ASSETS = Object.freeze({
  USDC: { name: 'USD Coin', symbol: 'USDC', decimals: 6, shown: 6 },
  ETH: { name: 'Ether', symbol: 'ETH', decimals: 18, shown: 8 },
  SOL: { name: 'Solana', symbol: 'SOL', decimals: 9, shown: 9 },
});

/** The mainnet cluster's CAIP-2 reference, when no local Solana cluster is served. */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/**
 * Every network of the options, with what the routes need beside the public fields: `kind`
 * (`local`: a served anvil chain, delivered to; `remote`: listed and quoted only; `solana`),
 * `caip2` of a served chain or cluster, `networkFee` (in whatever the payment currency is) and
 * `contracts` (asset id → contract_address; '' for the native currency).
 * @param {{ chains: Map<string, { chainId: number, tokens: Array<{ symbol: string, address: string }> }>,
 *   solana?: Map<string, object> }} ctx
 * @returns {OnrampNetwork[]}
 */
export function onrampNetworks(ctx) {
  const [solanaCaip2] = ctx.solana?.keys() ?? [];
  return [
    {
      name: 'ethereum',
      display_name: 'Ethereum',
      chain_id: '1',
      kind: 'remote',
      networkFee: '2.00',
      contracts: { USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', ETH: '' },
    },
    {
      name: 'polygon',
      display_name: 'Polygon',
      chain_id: '137',
      kind: 'remote',
      networkFee: '0.05',
      contracts: { USDC: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
    },
    ...[...ctx.chains].map(([caip2, chain]) => ({
      name: `local-${chain.chainId}`,
      display_name: `Local chain ${chain.chainId}`,
      chain_id: String(chain.chainId),
      kind: /** @type {const} */ ('local'),
      caip2,
      networkFee: '0.50',
      // PUSD stands in for USDC: same decimals, same price.
      contracts: { USDC: chain.tokens.find((token) => token.symbol === 'PUSD')?.address, ETH: '' },
    })),
    {
      name: 'solana',
      display_name: 'Solana',
      chain_id: solanaCaip2 ? solanaCaip2.split(':')[1] : SOLANA_MAINNET_REFERENCE,
      kind: /** @type {const} */ ('solana'),
      ...(solanaCaip2 && { caip2: solanaCaip2 }),
      networkFee: '0.01',
      contracts: { SOL: '' },
    },
  ];
}

/**
 * A network of the options, with what the routes need beside its public fields.
 * @typedef {object} OnrampNetwork
 * @property {string} name
 * @property {string} display_name
 * @property {string} chain_id
 * @property {'local' | 'remote' | 'solana'} kind
 * @property {string} [caip2]
 * @property {string} networkFee
 * @property {Record<string, string | undefined>} contracts
 */

/**
 * The options answer; `networks` from onrampNetworks.
 * @param {readonly OnrampNetwork[]} networks
 */
export function onrampOptions(networks) {
  return {
    paymentCurrencies: PAYMENT_CURRENCIES.map(({ id, payment_method_limits }) => ({
      id,
      payment_method_limits: payment_method_limits.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: Object.entries(ONRAMP_ASSETS).map(([id, { name, symbol }]) => ({
      id,
      name,
      symbol,
      networks: networks
        .filter((network) => id in network.contracts)
        .map(({ name: networkName, display_name, chain_id, contracts }) => ({
          name: networkName,
          display_name,
          chain_id,
          contract_address: contracts[id],
        })),
    })),
  };
}
