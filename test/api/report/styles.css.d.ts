// The stylesheet: imported for its side effect.
export {};
