import { Wallet } from 'ethers/wallet';
import { eip155SignIn } from '../../../adapters/eip155/eip155SignIn';

// anvil's first dev account, in its EIP-55 form.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('eip155SignIn', () => {
  it('behavior: a message carries the EIP-55 form of an address given in one case', () => {
    expect(eip155SignIn.toMessageAddress(ADDRESS.toLowerCase())).toBe(ADDRESS);
    expect(eip155SignIn.toMessageAddress(`0x${ADDRESS.slice(2).toUpperCase()}`)).toBe(ADDRESS);
    expect(eip155SignIn.messageAddressProblem(ADDRESS)).toBeUndefined();
  });

  it('errors: a mixed-case address with a wrong checksum, or no address at all, is refused', () => {
    const typo = ADDRESS.replace('Fd6', 'fd6');
    expect(() => eip155SignIn.toMessageAddress(typo)).toThrow('wrong EIP-55 checksum');
    expect(() => eip155SignIn.toMessageAddress('0x1234')).toThrow('not a valid EVM address');
    expect(eip155SignIn.messageAddressProblem(ADDRESS.toLowerCase())).toMatch('EIP-55');
    expect(eip155SignIn.messageAddressProblem('alice')).toMatch('not an eip155 address');
  });

  it('behavior: references are decimal chain ids; accounts compare without case', () => {
    expect(eip155SignIn.isReference('1')).toBe(true);
    expect(eip155SignIn.isReference('01')).toBe(false);
    expect(eip155SignIn.isReference('mainnet')).toBe(false);
    expect(eip155SignIn.sameAccount(ADDRESS, ADDRESS.toLowerCase())).toBe(true);
  });

  it('behavior: an EOA signature verifies; another signer is refused, saying who signed', async () => {
    const signature = await new Wallet(KEY).signMessage('hello');
    await expect(
      eip155SignIn.verifySignature({ message: 'hello', signature, address: ADDRESS }),
    ).resolves.toBeUndefined();
    await expect(
      eip155SignIn.verifySignature({ message: 'hullo', signature, address: ADDRESS }),
    ).rejects.toThrow(/signed by 0x[0-9a-fA-F]{40}, not/);
  });
});
