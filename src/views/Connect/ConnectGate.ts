import { createContext, useContext } from 'react';

/**
 * Whether the Connect view's methods wait for something (the consent, `legalCheckbox`),
 * and the id of the text that says so, for each disabled control's description.
 */
export interface ConnectGate {
  blocked: boolean;
  reasonId: string | undefined;
}

const ConnectGateContext = createContext<ConnectGate>({ blocked: false, reasonId: undefined });

export const ConnectGateProvider = ConnectGateContext.Provider;

export const useConnectGate = () => useContext(ConnectGateContext);

/** Props for a control that the gate disables, described by the reason while it does. */
export const gatedProps = ({ blocked, reasonId }: ConnectGate) => ({
  disabled: blocked,
  'aria-describedby': blocked ? reasonId : undefined,
});
