import type { WalletModalConfig } from 'portico';
import { localChain } from '../stack/chain/localChains';

export { localChain };

export interface DemoSettings {
  config: WalletModalConfig;
  embedded: boolean;
}

/**
 * The config is fixed when the modal is created, so the demo chooses it from the query string
 * at startup: `?theme=dark|light`, `?locale=ar`, `?embedded=1`, `?accent=<css colour>` (a theme
 * variable, which the modal writes through CSSOM: the strict CSP must not block it).
 */
export function readDemoSettings(search: string): DemoSettings {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  const locale = params.get('locale');
  const accent = params.get('accent');
  const embedded = params.get('embedded') === '1';
  const config: WalletModalConfig = {
    projectId: 'portico-demo',
    networks: [localChain],
    embedded,
    ...(theme === 'dark' || theme === 'light' ? { themeMode: theme } : {}),
    ...(locale ? { locale } : {}),
    ...(accent ? { themeVariables: { accent } } : {}),
  };
  return { config, embedded };
}
