/**
 * Test-side keys and a fake Keplr-style wallet for the cosmos adapter's tests: the stand-in's
 * dev accounts (test/stack/cosmos/devAccounts.mjs, duplicated here because jest's CommonJS
 * runtime cannot import the stack's ES modules), and an ADR-36 signer over @noble/curves that
 * signs the way Keplr's `signArbitrary` does.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { makeAdr36SignDoc, serializeAminoSignDoc } from '../../../adapters/cosmos/adr36';
import { cosmosAddressOf } from '../../../adapters/cosmos/cosmosAddress';
import type { StdSignature } from '../../../adapters/cosmos/cosmosSignature';

export { bytesToHex, hexToBytes };

/** Dev accounts 0..3 of the stand-in (m/44'/118'/0'/0/i of "test … junk"). */
export const DEV_ACCOUNTS = [
  {
    privateKey: 'e64e7928d4f6c06f01fefd31f760c51f59a16426e792761cd00529b76501c8a0',
    publicKey: '0223aa679d6d5344e201e0df9f02ab15a84726eee0dfb4e953c46a9e2cb52349dc',
    address: 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  },
  {
    privateKey: 'bb54092b20b9793b15fb9527c860f88aeb65dbd5863a4748bd735edec5917625',
    publicKey: '02635f2f6cc244c2e67017eeba8bc70fab7d579c3d06068b81ed8e4ee781f5e3d4',
    address: 'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z',
  },
  {
    privateKey: 'dae85909e4c6dae19b62b5fba2b1e6addfeca9805660af9fcac2c27a340f54ae',
    publicKey: '02c35b28a128c664bae55d4d034af6e0964a22b7d8eb4fa69bbce04f1ccd25cb34',
    address: 'cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g',
  },
  {
    privateKey: '770e15c626dc763231590ba861967214827369efac9d009337a9a6da1b18e3c5',
    publicKey: '037ebe9911b2f0dc1c00aa3eb992ecaf18a25d1d26f0ef018919d53e23ef932329',
    address: 'cosmos19tkvgvwht3n8pcqydrcq4cxwhr8rp2gela5v9y',
  },
] as const;

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Keplr's `signArbitrary`: the ADR-36 doc of `message` by `signer`, signed with `privateKey`. */
export function signAdr36(privateKey: string, signer: string, message: string): StdSignature {
  const hash = sha256(serializeAminoSignDoc(makeAdr36SignDoc(signer, message)));
  const signature = secp256k1.sign(hash, hexToBytes(privateKey), { prehash: false, lowS: true });
  return {
    pub_key: {
      type: 'tendermint/PubKeySecp256k1',
      value: toBase64(secp256k1.getPublicKey(hexToBytes(privateKey), true)),
    },
    signature: toBase64(signature.toBytes('compact')),
  };
}

/** The signature string the adapter returns for that signature. */
export const signatureString = (signature: StdSignature) => JSON.stringify(signature);

/** An account of `privateKey` on a chain with `prefix`. */
export function keyOf(privateKey: string, prefix: string) {
  const publicKey = secp256k1.getPublicKey(hexToBytes(privateKey), true);
  return {
    name: 'test key',
    algo: 'secp256k1',
    pubKey: publicKey,
    address: publicKey.slice(0, 20),
    bech32Address: cosmosAddressOf(publicKey, prefix),
    isNanoLedger: false,
  };
}
