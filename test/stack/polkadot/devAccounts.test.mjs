// The local Polkadot chain's dev accounts (devAccounts.mjs) re-derived from the mnemonic two
// ways: @polkadot/keyring's ed25519 `${mnemonic}//i`, and the documented HDKD step by hand
// (blake2b-256 of "Ed25519HDKD", the mini secret and the junction) with @noble's ed25519.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { blake2b } from '@noble/hashes/blake2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { Keyring } from '@polkadot/keyring';
import { compactAddLength, stringToU8a, u8aConcat, u8aToHex } from '@polkadot/util';
import {
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
  mnemonicToMiniSecret,
} from '@polkadot/util-crypto';
import {
  POLKADOT_CAIP_NETWORK_ID,
  POLKADOT_DEV_ACCOUNTS,
  POLKADOT_DEV_FUNDING,
  POLKADOT_DEV_MNEMONIC,
  POLKADOT_EXISTENTIAL_DEPOSIT,
  POLKADOT_GENERIC_SS58_PREFIX,
  POLKADOT_GENESIS_HASH,
  POLKADOT_SS58_PREFIX,
} from './devAccounts.mjs';

test('the mnemonic is the repo-wide DEV_MNEMONIC', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('../../../src/testing/devAccounts.ts', import.meta.url));
  assert.ok(String(source).includes(`'${POLKADOT_DEV_MNEMONIC}'`));
});

test('accounts 0..3 are the ed25519 keys of `${mnemonic}//i` (@polkadot/keyring)', async () => {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'ed25519', ss58Format: POLKADOT_GENERIC_SS58_PREFIX });
  assert.equal(POLKADOT_DEV_ACCOUNTS.length, 4);
  for (const account of POLKADOT_DEV_ACCOUNTS) {
    const pair = keyring.addFromUri(`${POLKADOT_DEV_MNEMONIC}${account.path}`);
    assert.equal(account.path, `//${account.index}`);
    assert.equal(pair.address, account.address);
    assert.equal(u8aToHex(pair.publicKey, -1, false), account.publicKey);
    // The shipped seed signs as that pair: the same key.
    const fromSeed = keyring.addFromSeed(hexToBytes(account.seed));
    assert.equal(fromSeed.address, account.address);
  }
});

test('the seeds follow the documented HDKD step, and noble derives the same public keys', async () => {
  await cryptoWaitReady();
  const miniSecret = mnemonicToMiniSecret(POLKADOT_DEV_MNEMONIC);
  for (const { index, seed, publicKey, address, chainAddress } of POLKADOT_DEV_ACCOUNTS) {
    const chainCode = new Uint8Array(32);
    new DataView(chainCode.buffer).setBigUint64(0, BigInt(index), true); // SCALE u64, padded
    const derived = blake2b(
      u8aConcat(compactAddLength(stringToU8a('Ed25519HDKD')), miniSecret, chainCode),
      { dkLen: 32 },
    );
    assert.equal(bytesToHex(derived), seed);
    assert.equal(bytesToHex(ed25519.getPublicKey(hexToBytes(seed))), publicKey);
    assert.equal(bytesToHex(decodeAddress(address)), publicKey);
    assert.equal(encodeAddress(hexToBytes(publicKey), 42), address);
    assert.equal(encodeAddress(hexToBytes(publicKey), POLKADOT_SS58_PREFIX), chainAddress);
    assert.equal(bytesToHex(decodeAddress(chainAddress)), publicKey);
  }
});

test('chain constants: CAIP-2 id from the genesis hash, funding above the existential deposit', () => {
  assert.match(POLKADOT_GENESIS_HASH, /^0x[0-9a-f]{64}$/);
  assert.equal(POLKADOT_CAIP_NETWORK_ID, 'polkadot:45454545454545454545454545454545');
  assert.equal(POLKADOT_CAIP_NETWORK_ID, `polkadot:${POLKADOT_GENESIS_HASH.slice(2, 34)}`);
  assert.equal(POLKADOT_DEV_FUNDING.length, POLKADOT_DEV_ACCOUNTS.length);
  for (const free of POLKADOT_DEV_FUNDING)
    assert.ok(BigInt(free) > BigInt(POLKADOT_EXISTENTIAL_DEPOSIT));
});
