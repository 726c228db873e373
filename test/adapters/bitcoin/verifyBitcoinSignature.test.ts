/** @jest-environment node */
import { sha256 } from '@noble/hashes/sha2';
import { bip322Transactions } from '../../../adapters/bitcoin/bip322Transactions';
import { loadBitcoinJs } from '../../../adapters/bitcoin/loadBitcoinJs';
import { bip322MessageHash, legacyMessageHash } from '../../../adapters/bitcoin/messageHashes';
import { verifyBitcoinSignature } from '../../../adapters/bitcoin/verifyBitcoinSignature';
import {
  BIP322_P2PKH,
  BIP322_P2SH_P2WPKH,
  BIP322_P2TR,
  BIP322_P2WPKH,
  BIP322_WIF,
  DEV_ACCOUNTS,
  REGTEST,
  bitcoin,
  bytesToHex,
  ecdsaSigner,
  privateKeyOfWif,
  publicKeyOf,
  signBip322,
  signLegacy,
  taprootSigner,
  xOnlyOf,
} from './bitcoinTestKeys';

const [DEV0, DEV1] = DEV_ACCOUNTS;
/** The refusal of a well-formed signature by another key or of another message. */
const NOT_THE_SIGNATURE = "the signature is not the address's signature of the message";
const verify = (message: string, signature: string, address: string) =>
  verifyBitcoinSignature({ message, signature, address });
const tamper = (signature: string, at: number) => {
  const bytes = Buffer.from(signature, 'base64');
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64');
};

describe('BIP-322 test vectors (bip-0322.mediawiki)', () => {
  it('hashes messages with the BIP0322-signed-message tag', () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    );
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    );
  });

  it('builds to_spend and to_sign with the txids of the vectors', async () => {
    const bitcoinJs = await loadBitcoinJs();
    const script = bitcoinJs.address.toOutputScript(BIP322_P2WPKH, bitcoinJs.networks.bitcoin);
    const empty = bip322Transactions(bitcoinJs, '', script);
    expect(empty.toSpend.getId()).toBe(
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    );
    expect(empty.toSign.getId()).toBe(
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    );
    const hello = bip322Transactions(bitcoinJs, 'Hello World', script);
    expect(hello.toSpend.getId()).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    );
    expect(hello.toSign.getId()).toBe(
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    );
  });

  it.each([
    [
      '',
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      '',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
    [
      'Hello World',
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'Hello World',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  ])('verifies the p2wpkh vector of %j', async (message, signature) => {
    await expect(verify(message, signature, BIP322_P2WPKH)).resolves.toBeUndefined();
  });

  it('refuses the "Hello World" vector for another message or another address', async () => {
    const signature =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
    await expect(verify('Hello World!', signature, BIP322_P2WPKH)).rejects.toThrow(
      "not the address's signature",
    );
    await expect(verify('Hello World', signature, DEV0.paymentAddress)).rejects.toThrow(
      "not the address's signature",
    );
  });

  // Bitcoin Core's util_tests (the same key's single-key taproot address, SIGHASH_ALL).
  it('verifies the p2tr vector of "Hello World" and refuses it for another message', async () => {
    const signature =
      'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==';
    await expect(verify('Hello World', signature, BIP322_P2TR)).resolves.toBeUndefined();
    await expect(verify('Hello World - This should fail', signature, BIP322_P2TR)).rejects.toThrow(
      "not the address's signature",
    );
  });

  // Bitcoin Core's util_tests: `signmessage` (legacy) with the same key's p2pkh address.
  it('verifies the legacy p2pkh vector, and the same signature Electrum-style for its p2wpkh', async () => {
    const signature =
      'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU=';
    await expect(verify('Hello World', signature, BIP322_P2PKH)).resolves.toBeUndefined();
    await expect(verify('Hello World', signature, BIP322_P2WPKH)).resolves.toBeUndefined();
    await expect(verify('Hello World', signature, BIP322_P2SH_P2WPKH)).resolves.toBeUndefined();
    await expect(verify('Hello world', signature, BIP322_P2PKH)).rejects.toThrow(NOT_THE_SIGNATURE);
  });
});

describe('BIP-322 simple signatures by the dev keys', () => {
  it('p2wpkh: a wallet-made signature verifies; wrong message, address or bytes do not', async () => {
    const signature = signBip322(
      ecdsaSigner(DEV0.paymentPrivateKey),
      DEV0.paymentAddress,
      REGTEST,
      'Sign in to Portico',
    );
    await expect(
      verify('Sign in to Portico', signature, DEV0.paymentAddress),
    ).resolves.toBeUndefined();
    await expect(verify('Sign in to Portic0', signature, DEV0.paymentAddress)).rejects.toThrow(
      NOT_THE_SIGNATURE,
    );
    await expect(verify('Sign in to Portico', signature, DEV1.paymentAddress)).rejects.toThrow(
      NOT_THE_SIGNATURE,
    );
    // A flipped bit inside r.
    await expect(
      verify('Sign in to Portico', tamper(signature, 10), DEV0.paymentAddress),
    ).rejects.toThrow(NOT_THE_SIGNATURE);
  });

  it('p2tr key path: a wallet-made signature verifies; wrong message, address or bytes do not', async () => {
    const signature = signBip322(
      taprootSigner(DEV0.ordinalsPrivateKey),
      DEV0.ordinalsAddress,
      REGTEST,
      'Sign in to Portico',
      xOnlyOf(DEV0.ordinalsPrivateKey),
    );
    expect(Buffer.from(signature, 'base64')).toHaveLength(66);
    await expect(
      verify('Sign in to Portico', signature, DEV0.ordinalsAddress),
    ).resolves.toBeUndefined();
    await expect(verify('Sign in to Portico.', signature, DEV0.ordinalsAddress)).rejects.toThrow(
      NOT_THE_SIGNATURE,
    );
    await expect(verify('Sign in to Portico', signature, DEV1.ordinalsAddress)).rejects.toThrow(
      NOT_THE_SIGNATURE,
    );
    await expect(
      verify('Sign in to Portico', tamper(signature, 30), DEV0.ordinalsAddress),
    ).rejects.toThrow(NOT_THE_SIGNATURE);
  });

  it('a p2tr signature with a sighash other than ALL is refused', async () => {
    const signature = Buffer.from(
      'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
      'base64',
    );
    signature[66] = 0x83;
    await expect(verify('Hello World', signature.toString('base64'), BIP322_P2TR)).rejects.toThrow(
      'SIGHASH_ALL',
    );
  });
});

describe('legacy (BIP-137) signatures by the dev keys', () => {
  it('p2wpkh with its own header (39-42) and Electrum’s (31-34)', async () => {
    for (const base of [39, 31] as const) {
      const signature = signLegacy(DEV0.paymentPrivateKey, 'hello', base);
      await expect(verify('hello', signature, DEV0.paymentAddress)).resolves.toBeUndefined();
      await expect(verify('hell0', signature, DEV0.paymentAddress)).rejects.toThrow(
        NOT_THE_SIGNATURE,
      );
      await expect(verify('hello', signature, DEV1.paymentAddress)).rejects.toThrow(
        NOT_THE_SIGNATURE,
      );
      await expect(verify('hello', tamper(signature, 5), DEV0.paymentAddress)).rejects.toThrow(
        NOT_THE_SIGNATURE,
      );
    }
  });

  it('p2pkh (compressed 31-34, uncompressed 27-30) and p2sh-p2wpkh (35-38)', async () => {
    const key = DEV0.paymentPrivateKey;
    const compressed = bitcoin.payments.p2pkh({ pubkey: publicKeyOf(key), network: REGTEST });
    const uncompressed = bitcoin.payments.p2pkh({
      pubkey: publicKeyOf(key, false),
      network: REGTEST,
    });
    const wrapped = bitcoin.payments.p2sh({
      redeem: bitcoin.payments.p2wpkh({ pubkey: publicKeyOf(key), network: REGTEST }),
      network: REGTEST,
    });
    await expect(
      verify('m', signLegacy(key, 'm', 31), compressed.address!),
    ).resolves.toBeUndefined();
    await expect(
      verify('m', signLegacy(key, 'm', 27), uncompressed.address!),
    ).resolves.toBeUndefined();
    await expect(verify('m', signLegacy(key, 'm', 35), wrapped.address!)).resolves.toBeUndefined();
    // The header must fit the address: an uncompressed key's header for the compressed address.
    await expect(verify('m', signLegacy(key, 'm', 27), compressed.address!)).rejects.toThrow(
      NOT_THE_SIGNATURE,
    );
    // A p2wpkh header for a p2pkh address.
    await expect(verify('m', signLegacy(key, 'm', 39), compressed.address!)).rejects.toThrow(
      'header',
    );
  });

  it('cannot sign for a taproot address', async () => {
    await expect(
      verify('m', signLegacy(DEV0.ordinalsPrivateKey, 'm', 31), DEV0.ordinalsAddress),
    ).rejects.toThrow('cannot sign for a p2tr address');
  });

  it('hashes as Bitcoin Core signmessage does, with a 3-byte length past 252 bytes', () => {
    const digest = (...parts: number[][]) =>
      bytesToHex(sha256(sha256(Uint8Array.from(parts.flat()))));
    const magic = [0x18, ...Buffer.from('Bitcoin Signed Message:\n')];
    expect(bytesToHex(legacyMessageHash('hello'))).toBe(
      digest(magic, [5], [...Buffer.from('hello')]),
    );
    const long = 'x'.repeat(300);
    expect(bytesToHex(legacyMessageHash(long))).toBe(
      digest(magic, [0xfd, 300 & 0xff, 300 >> 8], [...Buffer.from(long)]),
    );
  });
});

describe('what is not a signature', () => {
  it('refuses a non-address, non-base64, an unsupported address type and junk', async () => {
    const p2wsh = bitcoin.payments.p2wsh({
      redeem: { output: Uint8Array.of(0x51) },
      network: REGTEST,
    }).address!;
    await expect(verify('m', 'AA==', 'not-an-address')).rejects.toThrow('not a Bitcoin address');
    await expect(verify('m', '***', DEV0.paymentAddress)).rejects.toThrow('not base64');
    await expect(verify('m', 'AUA=', p2wsh)).rejects.toThrow('unsupported address type');
    await expect(verify('m', 'AQID', DEV0.paymentAddress)).rejects.toThrow(
      'the signature is neither BIP-322 (simple) nor BIP-137',
    );
    // A p2wpkh BIP-322 signature offered for the p2pkh address of the same key.
    const signature = signBip322(
      ecdsaSigner(privateKeyOfWif(BIP322_WIF)),
      BIP322_P2WPKH,
      bitcoin.networks.bitcoin,
      'm',
    );
    await expect(verify('m', signature, BIP322_P2WPKH)).resolves.toBeUndefined();
    await expect(verify('m', signature, BIP322_P2PKH)).rejects.toThrow('unsupported address type');
  });
});
