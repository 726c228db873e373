import { hashMessage } from 'ethers/hash';
import { Wallet } from 'ethers5';
import { EIP1271_MAGIC_VALUE } from '../../../adapters/eip155/verifyEip155Signature';
import { ethers5SignIn } from '../../../adapters/ethers5/createEthers5Adapter';

// anvil's first dev account, in its EIP-55 form.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const SMART_ACCOUNT = '0x1111111111111111111111111111111111111111';

describe('ethers5SignIn', () => {
  it('behavior: the eip155 sign-in rules (EIP-55 addresses, decimal chain ids)', () => {
    expect(ethers5SignIn.namespace).toBe('eip155');
    expect(ethers5SignIn.toMessageAddress(ADDRESS.toLowerCase())).toBe(ADDRESS);
    expect(ethers5SignIn.messageAddressProblem(ADDRESS.toLowerCase())).toMatch('EIP-55');
    expect(ethers5SignIn.isReference('31337')).toBe(true);
    expect(ethers5SignIn.isReference('01')).toBe(false);
  });

  it('behavior: an EOA signature made with an ethers 5 Wallet verifies', async () => {
    const signature = await new Wallet(KEY).signMessage('Sign in to Portico');
    await expect(
      ethers5SignIn.verifySignature({ message: 'Sign in to Portico', signature, address: ADDRESS }),
    ).resolves.toBeUndefined();
  });

  it('errors: another signer, another message or no signature at all is refused, saying why', async () => {
    const other = Wallet.createRandom();
    const signature = await other.signMessage('hello');
    await expect(
      ethers5SignIn.verifySignature({ message: 'hello', signature, address: ADDRESS }),
    ).rejects.toThrow(`signed by ${other.address}, not ${ADDRESS}`);
    const own = await new Wallet(KEY).signMessage('hello');
    await expect(
      ethers5SignIn.verifySignature({ message: 'hullo', signature: own, address: ADDRESS }),
    ).rejects.toThrow(/signed by 0x[0-9a-fA-F]{40}, not/);
    await expect(
      ethers5SignIn.verifySignature({ message: 'hello', signature: '0x1234', address: ADDRESS }),
    ).rejects.toThrow('not an ECDSA signature');
  });

  it('behavior: a contract account is asked (EIP-1271) about the EIP-191 hash ethers 5 makes', async () => {
    const asked: unknown[] = [];
    const rpc = async (method: string, params: readonly unknown[]) => {
      if (method === 'eth_getCode') return '0x6080604052';
      asked.push(params[0]);
      // Valid only for the message's EIP-191 hash, computed here by ethers 6.
      const data = (params[0] as { data: string }).data;
      return data.includes(hashMessage('hello').slice(2))
        ? `${EIP1271_MAGIC_VALUE}${'0'.repeat(56)}`
        : '0x';
    };
    const signature = `0x${'ab'.repeat(70)}`;
    await expect(
      ethers5SignIn.verifySignature({ message: 'hello', signature, address: SMART_ACCOUNT, rpc }),
    ).resolves.toBeUndefined();
    expect(asked).toEqual([expect.objectContaining({ to: SMART_ACCOUNT })]);
    await expect(
      ethers5SignIn.verifySignature({ message: 'other', signature, address: SMART_ACCOUNT, rpc }),
    ).rejects.toThrow('did not accept the signature (EIP-1271)');
  });
});
