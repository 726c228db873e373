import { Interface } from 'ethers/abi';
import { tokenTransferData } from '../../../adapters/eip155/tokenTransferData';

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('tokenTransferData', () => {
  it('default: byte for byte what ethers’ ABI coder encodes', () => {
    for (const amount of [0n, 1n, 12_500_000n, 10n ** 30n, 2n ** 256n - 1n])
      expect(tokenTransferData(TO, amount)).toBe(
        ERC20.encodeFunctionData('transfer', [TO, amount]),
      );
  });

  it('errors: not an address, a negative amount or one beyond uint256 is refused', () => {
    expect(() => tokenTransferData('0x1234', 1n)).toThrow('Not an EVM address');
    expect(() => tokenTransferData(TO, -1n)).toThrow(RangeError);
    expect(() => tokenTransferData(TO, 2n ** 256n)).toThrow(RangeError);
  });
});
