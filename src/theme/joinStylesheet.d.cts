/** A relative `@import` a static stylesheet cannot honour: a package, a condition, a repeat, a cycle. */
export declare class StylesheetJoinError extends Error {}

/** `entry` with its relative `@import`s inlined in order (recursively); no `@import` is left. */
export declare function joinStylesheet(entry: string, read?: (file: string) => string): string;
