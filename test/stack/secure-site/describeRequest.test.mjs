// @ts-check
/**
 * What the approval prompt shows: the calls a drainer relies on decoded (approve, permit,
 * setApprovalForAll, transferFrom, transfer), anything else raw with a warning, typed data's
 * domain and primary type, every call of a batch, and the network. Run:
 * `node --test test/stack/secure-site/describeRequest.test.mjs`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Interface, MaxUint256 } from 'ethers';
import {
  APPROVE_ALL_WARNING,
  RAW_DATA_WARNING,
  UNLIMITED_WARNING,
  describeCall,
} from './decodeCall.mjs';
import {
  NOT_UTF8_WARNING,
  OTHER_CHAIN_WARNING,
  PERMIT_WARNING,
  describeRequest,
} from './describeRequest.mjs';

const CHAIN = 'eip155:31337';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ATTACKER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const token = new Interface([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]);
/** @param {string} name @param {unknown[]} args */
const call = (name, args) => ({
  to: TOKEN,
  value: '0x0',
  data: token.encodeFunctionData(name, args),
});
/** @param {{ rows: Array<{ label: string, value: string }> }} described @param {string} label */
const valueOf = (described, label) => described.rows.find((row) => row.label === label)?.value;

test('approve(attacker, MAX) reads as an unlimited token approval, with a warning', () => {
  const described = describeCall(call('approve', [ATTACKER, MaxUint256]));
  assert.equal(valueOf(described, 'Action'), 'Token approval');
  assert.equal(valueOf(described, 'Token'), TOKEN);
  assert.equal(valueOf(described, 'Spender'), ATTACKER);
  assert.equal(valueOf(described, 'Allowance'), 'Unlimited');
  assert.equal(described.warning, UNLIMITED_WARNING);
  const bounded = describeCall(call('approve', [ATTACKER, 5n]));
  assert.equal(valueOf(bounded, 'Allowance'), '5 (base units)');
  assert.equal(bounded.warning, undefined);
});

test('permit, transferFrom, setApprovalForAll and transfer are decoded', () => {
  const permit = describeCall(
    call('permit', [
      OWNER,
      ATTACKER,
      MaxUint256,
      1_900_000_000n,
      27,
      `0x${'11'.repeat(32)}`,
      `0x${'22'.repeat(32)}`,
    ]),
  );
  assert.equal(valueOf(permit, 'Action'), 'Token permit');
  assert.equal(valueOf(permit, 'Owner'), OWNER);
  assert.equal(valueOf(permit, 'Spender'), ATTACKER);
  assert.equal(valueOf(permit, 'Deadline'), '2030-03-17T17:46:40.000Z');
  assert.equal(permit.warning, UNLIMITED_WARNING);

  const from = describeCall(call('transferFrom', [OWNER, ATTACKER, 7n]));
  assert.equal(valueOf(from, 'Action'), 'Token transfer from an account');
  assert.equal(valueOf(from, 'From'), OWNER);
  assert.equal(valueOf(from, 'To'), TOKEN, 'the first To row is the called contract');
  assert.deepEqual(
    from.rows.filter((row) => row.label === 'To').map((row) => row.value),
    [TOKEN, ATTACKER],
  );
  assert.equal(valueOf(from, 'Amount or token id'), '7');

  const all = describeCall(call('setApprovalForAll', [ATTACKER, true]));
  assert.equal(valueOf(all, 'Action'), 'Approval for all tokens');
  assert.equal(valueOf(all, 'Operator'), ATTACKER);
  assert.equal(all.warning, APPROVE_ALL_WARNING);
  const revoke = describeCall(call('setApprovalForAll', [ATTACKER, false]));
  assert.equal(valueOf(revoke, 'Action'), 'Revoke approval for all');
  assert.equal(revoke.warning, undefined);

  const transfer = describeCall(call('transfer', [ATTACKER, 1234n]));
  assert.equal(valueOf(transfer, 'Recipient'), ATTACKER);
  assert.equal(valueOf(transfer, 'Amount'), '1234 (base units)');
});

test('other data is shown raw with a warning; malformed data is refused; no data is a payment', () => {
  const raw = describeCall({ to: TOKEN, value: '0x0', data: '0xdeadbeef0001' });
  assert.equal(valueOf(raw, 'Data'), '0xdeadbeef0001');
  assert.equal(raw.warning, RAW_DATA_WARNING);
  // A token selector with arguments that do not decode is no decoded call either.
  const truncated = describeCall({ to: TOKEN, data: '0x095ea7b3' + '00'.repeat(10) });
  assert.equal(truncated.warning, RAW_DATA_WARNING);
  assert.throws(() => describeCall({ to: TOKEN, data: '0xabc' }), /Malformed call data/);
  assert.throws(() => describeCall({ to: TOKEN, data: 'hello' }), /Malformed call data/);
  const payment = describeCall({ to: ATTACKER, value: '0xde0b6b3a7640000' });
  assert.deepEqual(payment, {
    rows: [
      { label: 'To', value: ATTACKER },
      { label: 'Value', value: '1.0 ETH' },
    ],
  });
});

test('typed data shows its domain and primary type; a permit and another chain are warned', () => {
  const typed = {
    types: {},
    primaryType: 'Permit',
    domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: TOKEN },
    message: { owner: OWNER, spender: ATTACKER, value: '1', nonce: 0, deadline: 1_900_000_000 },
  };
  const shown = describeRequest('eth_signTypedData_v4', [OWNER, JSON.stringify(typed)], CHAIN);
  assert.equal(shown.chainId, CHAIN);
  assert.equal(valueOf(shown, 'Domain'), 'USD Coin');
  assert.equal(valueOf(shown, 'Domain version'), '2');
  assert.equal(valueOf(shown, 'Domain chain'), 'eip155:1');
  assert.equal(valueOf(shown, 'Verifying contract'), TOKEN);
  assert.equal(valueOf(shown, 'Primary type'), 'Permit');
  assert.equal(valueOf(shown, 'Spender'), ATTACKER);
  assert.deepEqual(shown.warnings, [OTHER_CHAIN_WARNING, PERMIT_WARNING]);
  assert.match(shown.text ?? '', /"spender": "0x14dC/);

  const mail = { ...typed, primaryType: 'Mail', domain: { name: 'Ether Mail', chainId: 31337 } };
  assert.deepEqual(describeRequest('eth_signTypedData_v4', [OWNER, mail], CHAIN).warnings, []);
  assert.throws(() => describeRequest('eth_signTypedData_v4', [OWNER, '{}'], CHAIN));
});

test('a batch shows every call, each decoded, and its warnings once', () => {
  const shown = describeRequest(
    'wallet_sendCalls',
    [
      {
        calls: [
          call('approve', [ATTACKER, MaxUint256]),
          { to: ATTACKER, value: '0x1' },
          call('approve', [OWNER, MaxUint256]),
        ],
      },
    ],
    CHAIN,
  );
  assert.equal(shown.title, 'Send 3 calls at once');
  assert.equal(valueOf(shown, 'Call 1: Spender'), ATTACKER);
  assert.equal(valueOf(shown, 'Call 2: To'), ATTACKER);
  assert.equal(valueOf(shown, 'Call 3: Spender'), OWNER);
  assert.deepEqual(shown.warnings, [UNLIMITED_WARNING]);
  assert.throws(() => describeRequest('wallet_sendCalls', [{ calls: [] }], CHAIN));
});

test('a transaction and a message carry the network; bytes that are not text are warned', () => {
  const sent = describeRequest('eth_sendTransaction', [call('approve', [ATTACKER, 1n])], CHAIN);
  assert.equal(sent.chainId, CHAIN);
  assert.equal(valueOf(sent, 'Spender'), ATTACKER);
  const bytes = describeRequest('personal_sign', ['0xff00fe', OWNER], CHAIN);
  assert.equal(bytes.text, '0xff00fe');
  assert.deepEqual(bytes.warnings, [NOT_UTF8_WARNING]);
});
