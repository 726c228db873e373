/**
 * The eip155 entry's startup cost: it loads no EVM library (ethers 6's hash module comes with
 * the first sign-in check, ethers 5 only with `portico/adapters/ethers5`) and no schema
 * library (zod comes with the first node read, which checks the node's answers).
 */

import type * as Eip155Entry from '../../../adapters/eip155/createEip155Adapter';

const LIBRARIES = ['ethers', 'ethers/hash', 'ethers/abi', 'ethers5', 'zod', 'zod/mini'];

describe('portico/adapters/eip155 entry', () => {
  afterEach(() => {
    jest.resetModules();
    for (const library of LIBRARIES) jest.dontMock(library);
  });

  it('default: loads, makes and sets up an adapter without ethers 5 or 6, or zod', () => {
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
      const adapter = entry.eip155Adapter();
      adapter.setup({ projectId: 'entry-imports', networks: [], emit: () => {} });
      adapter.getConnectors();
      adapter.destroy();
    });
    expect(loaded).toEqual([]);
  });

  it('behavior: the node transport does load zod (the check above can see it)', () => {
    const loaded: string[] = [];
    jest.doMock('zod/mini', () => {
      loaded.push('zod/mini');
      return jest.requireActual('zod/mini') as unknown;
    });
    jest.isolateModules(() => {
      jest.requireActual('../../../src/adapter/rpc/createHttpTransport');
    });
    expect(loaded).toEqual(['zod/mini']);
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
