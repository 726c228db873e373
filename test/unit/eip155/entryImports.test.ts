/**
 * The eip155 entry's startup cost: it loads no EVM library (ethers 6's hash module comes with
 * the first sign-in check, ethers 5 only with `portico/adapters/ethers5`).
 */

import type * as Eip155Entry from '../../../adapters/eip155/createEip155Adapter';

const LIBRARIES = ['ethers', 'ethers/hash', 'ethers/abi', 'ethers5'];

describe('portico/adapters/eip155 entry', () => {
  afterEach(() => {
    jest.resetModules();
    for (const library of LIBRARIES) jest.dontMock(library);
  });

  it('default: loads and makes an adapter without ethers 5 or 6', () => {
    const loaded: string[] = [];
    for (const library of LIBRARIES)
      jest.doMock(library, () => {
        loaded.push(library);
        return {};
      });
    jest.isolateModules(() => {
      const entry = jest.requireActual<typeof Eip155Entry>(
        '../../../adapters/eip155/createEip155Adapter',
      );
      entry.eip155Adapter().destroy();
    });
    expect(loaded).toEqual([]);
  });

  it('behavior: the ethers5 entry does load ethers 5 (the check above can see a library load)', () => {
    const loaded: string[] = [];
    jest.doMock('ethers5', () => {
      loaded.push('ethers5');
      return jest.requireActual('ethers5') as unknown;
    });
    jest.isolateModules(() => {
      jest.requireActual('../../../adapters/ethers5/createEthers5Adapter');
    });
    expect(loaded).toEqual(['ethers5']);
  });
});
