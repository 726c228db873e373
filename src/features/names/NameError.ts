import { PorticoError } from '../../adapter/PorticoError';

/** The name errors, by code; each is `error.<code>` in the catalogue. */
const NAME_ERRORS = {
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAME_REVERSE_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
  NAME_NETWORK_NOT_FOUND: 'Network not found',
  NAME_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
} as const;

export type NameErrorCode = keyof typeof NAME_ERRORS;

/** A name call or registration refused, in the catalogue's words (`{name}` filled in). */
export class NameError extends PorticoError {
  override readonly name = 'NameError';
  declare readonly code: NameErrorCode;

  constructor(code: NameErrorCode, options: { name?: string; cause?: unknown } = {}) {
    super(code, NAME_ERRORS[code].replace('{name}', options.name ?? ''), {
      cause: options.cause,
      ...(options.name !== undefined && { params: { name: options.name } }),
    });
  }
}
