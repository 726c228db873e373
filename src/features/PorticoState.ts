/** A slice's state, as its initial state types it. */
export type StateOf<S extends { getInitialState(): unknown }> = ReturnType<S['getInitialState']>;

/**
 * The slices in the store from startup. Each slice adds its own entry beside it, by module
 * augmentation (`declare module '../PorticoState' { interface EagerState { … } }`), so adding a
 * feature edits no central list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface EagerState {}

/**
 * The slices of lazy features: absent until the feature's chunk first runs. Read them through
 * the feature's selectors, which answer the initial state before then. Each slice declares its
 * entry beside it, as for `EagerState`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyState {}

export type PorticoState = EagerState & Partial<LazyState>;
