import { createContext } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { PorticoDispatch } from './createPorticoStore';
import type { PorticoState } from '../features/PorticoState';

/**
 * A private react-redux context: Portico's hooks never read a host app's own `<Provider>`,
 * and the host's hooks never see Portico's store.
 */
export const PorticoReduxContext = createContext<ReactReduxContextValue<PorticoState> | null>(null);

export const usePorticoSelector = createSelectorHook(PorticoReduxContext).withTypes<PorticoState>();
export const usePorticoDispatch =
  createDispatchHook(PorticoReduxContext).withTypes<PorticoDispatch>();
/** The store itself, for an effect that must read the state as it is now, not as rendered. */
export const usePorticoStore =
  createStoreHook(PorticoReduxContext).withTypes<Store<PorticoState>>();
