import { ethers5Adapter, ethers5SignIn } from 'portico/adapters/ethers5';
import type { DemoEvm } from './evmDemo';

/** `?adapter=ethers5` (loaded only then): the eip155 adapter on ethers v5. */
export function demoEthers5(): DemoEvm {
  return {
    kind: 'ethers5',
    adapter: () => ethers5Adapter(),
    pairs: true,
    signIn: ethers5SignIn,
  };
}
