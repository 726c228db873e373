// bitcoinjs-lib with its secp256k1 backend (pure JS, no wasm) registered once: taproot payments
// and key tweaks need initEccLib before first use.
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';

bitcoin.initEccLib(ecc);

export { bitcoin, ecc };
export const ECPair = ECPairFactory(ecc);
export const REGTEST = bitcoin.networks.regtest;
