/** @jest-environment node */
import { generateSiwxNonce } from '../../../src/features/siwx/generateSiwxNonce';

describe('generateSiwxNonce', () => {
  it('default: 16 alphanumeric characters', () => {
    expect(generateSiwxNonce()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('behavior: unique across many draws', () => {
    const nonces = new Set(Array.from({ length: 2000 }, () => generateSiwxNonce()));
    expect(nonces.size).toBe(2000);
  });

  it('behavior: uses every character class over many draws', () => {
    const all = Array.from({ length: 200 }, () => generateSiwxNonce()).join('');
    expect(all).toMatch(/[A-Z]/);
    expect(all).toMatch(/[a-z]/);
    expect(all).toMatch(/[0-9]/);
  });

  it('behavior: drawn from crypto.getRandomValues', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    generateSiwxNonce();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('parameters: length', () => {
    expect(generateSiwxNonce(8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(generateSiwxNonce(64)).toHaveLength(64);
  });

  it.each([7, 0, 8.5])('errors: length %p is refused', (length) => {
    expect(() => generateSiwxNonce(length)).toThrow(RangeError);
  });
});
