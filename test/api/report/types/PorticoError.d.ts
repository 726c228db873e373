/**
 * The one error base class of Portico (the wagmi shape): a short, user-presentable
 * `shortMessage`, optional `details` for developers, and the `cause` it wraps.
 * Every typed error extends it, so hosts can `instanceof PorticoError` and read `code`.
 */
interface PorticoErrorOptions {
    /** Developer-facing detail; never shown in the modal. */
    details?: string;
    /** The underlying error, kept for debugging. */
    cause?: unknown;
    /** Values the catalogue's text for `code` names (`error.<code>`), e.g. `{ minimum }`. */
    params?: Readonly<Record<string, string | number>>;
}
declare class PorticoError extends Error {
    readonly name: string;
    /** Stable machine-readable code, e.g. `CONFIG_INVALID`. */
    readonly code: string;
    /** The message in the spec's words, suitable for the modal. */
    readonly shortMessage: string;
    readonly details: string | undefined;
    /** Values the catalogue's text for this error names. */
    readonly params: Readonly<Record<string, string | number>> | undefined;
    constructor(code: string, shortMessage: string, options?: PorticoErrorOptions);
}

export { PorticoError as P };
