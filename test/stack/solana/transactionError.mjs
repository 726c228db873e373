/**
 * litesvm's native transaction errors as the RPC shows them: the JSON `TransactionError`
 * (`"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }` …) and the validator's
 * one-line description, for "Transaction simulation failed: <description>".
 */

// The order of litesvm's TransactionErrorFieldless and InstructionErrorFieldless enums (its
// native binding does not expose their names at run time).
const TRANSACTION_ERRORS = (
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee ' +
  'InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee ' +
  'InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ' +
  'ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion ' +
  'InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit ' +
  'TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner ' +
  'InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount ' +
  'WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit ' +
  'MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit ' +
  'UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'
).split(' ');

const INSTRUCTION_ERRORS = (
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall ' +
  'InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized ' +
  'UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ' +
  'ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ' +
  'ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged ' +
  'AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync ' +
  'InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt ' +
  'UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded ' +
  'InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ' +
  'ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable ' +
  'IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow ' +
  'UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded ' +
  'MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'
).split(' ');

/**
 * litesvm's native errors; the switch below tells the classes apart by `constructor.name`.
 * @typedef {ReturnType<import('litesvm').FailedTransactionMetadata['err']>} NativeTransactionError
 * @typedef {Extract<NativeTransactionError, { err(): unknown }>} NativeInstructionError
 * @typedef {Exclude<Extract<NativeTransactionError, { index: number }>, NativeInstructionError>} NativeDuplicateInstruction
 * @typedef {Extract<NativeTransactionError, { accountIndex: number }>} NativeFundsForRent
 * @typedef {NativeFundsForRent} NativeRestricted
 * @typedef {ReturnType<NativeInstructionError['err']>} NativeInstructionCause
 */

/**
 * The RPC's JSON TransactionError.
 * @typedef {string | { InstructionError: [number, string | { Custom: number } | object] }
 *   | { InsufficientFundsForRent: { account_index: number } } | object} RpcTransactionError
 */

/**
 * The Display text of the errors a dapp meets most; the others show their name.
 * @type {Record<string, string | undefined>}
 */
const DESCRIPTIONS = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidAccountData: 'invalid account data for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  IncorrectProgramId: 'incorrect program id for instruction',
};

/** @param {NativeInstructionCause} error */
function instructionError(error) {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`;
  if ('code' in error) return { Custom: error.code };
  return { BorshIoError: String(error.msg ?? '') };
}

/**
 * litesvm's `FailedTransactionMetadata.err()` → the RPC's JSON TransactionError.
 * @param {NativeTransactionError} error
 * @returns {RpcTransactionError}
 */
export function toTransactionError(error) {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`;
  switch (error?.constructor?.name) {
    case 'TransactionErrorInstructionError': {
      const native = /** @type {NativeInstructionError} */ (error);
      return { InstructionError: [native.index, instructionError(native.err())] };
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: /** @type {NativeDuplicateInstruction} */ (error).index };
    case 'TransactionErrorInsufficientFundsForRent':
      return {
        InsufficientFundsForRent: {
          account_index: /** @type {NativeFundsForRent} */ (error).accountIndex,
        },
      };
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return {
        ProgramExecutionTemporarilyRestricted: {
          account_index: /** @type {NativeRestricted} */ (error).accountIndex,
        },
      };
    default:
      return String(error);
  }
}

/**
 * The validator's text for a JSON TransactionError.
 * @param {RpcTransactionError} error
 */
export function describeTransactionError(error) {
  if (typeof error === 'string') return DESCRIPTIONS[error] ?? error;
  if ('InstructionError' in error) {
    const [index, cause] = error.InstructionError;
    const text =
      typeof cause === 'string'
        ? (DESCRIPTIONS[cause] ?? cause)
        : 'Custom' in cause
          ? `custom program error: 0x${cause.Custom.toString(16)}`
          : JSON.stringify(cause);
    return `Error processing Instruction ${index}: ${text}`;
  }
  if ('InsufficientFundsForRent' in error)
    return `Transaction results in an account (${error.InsufficientFundsForRent.account_index}) with insufficient funds for rent`;
  return JSON.stringify(error);
}
