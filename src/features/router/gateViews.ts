import type { Action, Reducer } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { isViewOn } from './viewFlags';

/**
 * The root reducer, with one rule no state may break: the router never holds the view of a
 * feature whose flag is off (the host's flag, or the project's once its configuration
 * answers). Enforced here rather than at each of the many places that push a view, so a
 * saga, a host `dispatch` or a flag turned off remotely while the view shows all end the same
 * way: the view is dropped (back to where the user was, or the home view), never rendered.
 */
export function gateViews(reducer: Reducer<PorticoState>): Reducer<PorticoState> {
  return (state: PorticoState | undefined, action: Action) => {
    const next = reducer(state, action);
    const { history } = next.router;
    const allowed = history.filter((view) => isViewOn(next, view));
    if (allowed.length === history.length) return next;
    const home = selectActiveCaipAddress(next) ? 'Account' : 'Connect';
    return { ...next, router: { history: allowed.length > 0 ? allowed : [home] } };
  };
}
