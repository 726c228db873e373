/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { createLogBuffer, LOG_BUFFER_BYTES } from '../../../src/features/logger/createLogBuffer';
import { createLogger } from '../../../src/features/logger/createLogger';
import type { ErrorReport } from '../../../src/features/logger/types';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { baseConfig } from '../../support/fixtures';

/** Spec §9: log buffer 1,024,000 bytes, default level error, error reports 5 per 60 s. */

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('log buffer', () => {
  it('default: holds 1,024,000 bytes; the oldest entries go first', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000);
    const logger = createLogger({ level: 'debug', now: () => 0 });
    const payload = 'x'.repeat(10_000);
    for (let i = 0; i < 200; i += 1) logger.info(`entry ${i}`, { payload });
    const entries = logger.entries();
    const total = entries.reduce((sum, entry) => sum + bytesOf(entry), 0);
    expect(logger.sizeBytes()).toBe(total);
    expect(total).toBeLessThanOrEqual(LOG_BUFFER_BYTES);
    // Within one entry of full, and the newest kept.
    expect(total + bytesOf(entries[0])).toBeGreaterThan(LOG_BUFFER_BYTES);
    expect(entries.at(-1)?.message).toBe('entry 199');
    expect(entries[0]?.message).toBe(`entry ${200 - entries.length}`);
  });

  it('parameters: sizes are UTF-8 bytes, not characters', () => {
    for (const message of ['é'.repeat(100), '€ and 🦊', 'plain']) {
      const buffer = createLogBuffer(1_000);
      buffer.push({ level: 'error', message, time: 0 });
      expect(buffer.sizeBytes()).toBe(bytesOf({ level: 'error', message, time: 0 }));
    }
  });

  it('behavior: an entry larger than the buffer is cut down, never dropped', () => {
    const buffer = createLogBuffer(2_000);
    buffer.push({ level: 'error', message: 'small', time: 0 });
    buffer.push({ level: 'error', message: 'y'.repeat(5_000), time: 1, context: { a: 1 } });
    const entries = buffer.entries();
    expect(entries.at(-1)).toEqual({ level: 'error', message: 'y'.repeat(1_000), time: 1 });
    expect(buffer.sizeBytes()).toBeLessThanOrEqual(2_000);
  });

  it('behavior: an unserialisable context is kept without breaking the buffer', () => {
    const buffer = createLogBuffer();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    buffer.push({ level: 'warn', message: 'cycle', time: 0, context: cyclic });
    expect(buffer.entries()).toHaveLength(1);
    expect(buffer.sizeBytes()).toBeGreaterThan(0);
  });
});

describe('log level', () => {
  it('default: error: warnings and below are not kept', () => {
    const logger = createLogger();
    expect(logger.level).toBe('error');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(logger.entries().map((e) => e.message)).toEqual(['e']);
  });

  it.each([
    ['silent', []],
    ['warn', ['w', 'e']],
    ['info', ['i', 'w', 'e']],
    ['debug', ['d', 'i', 'w', 'e']],
  ] as const)('parameters: %s keeps %j', (level, kept) => {
    const logger = createLogger({ level });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(logger.entries().map((e) => e.message)).toEqual(kept);
  });

  it('behavior: the console is written only in debug mode', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createLogger({ level: 'warn' }).warn('quiet');
      expect(warn).not.toHaveBeenCalled();
      createLogger({ level: 'warn', console: true }).warn('loud', { a: 1 });
      expect(warn).toHaveBeenCalledWith('[portico]', 'loud', { a: 1 });
    } finally {
      warn.mockRestore();
    }
  });

  it('default: the modal logger follows the config, and getLogs() reads it', () => {
    const modal = createWalletModal({ ...baseConfig, logLevel: 'warn' });
    try {
      expect(storeOf(modal).getState().options.logLevel).toBe('warn');
      expect(modal.getLogs()).toEqual([]);
    } finally {
      modal.destroy();
    }
  });
});

describe('error reports', () => {
  const report = { source: 'test', code: 'BOOM' };

  it('default: at most 5 within any 60 s; the rest are counted, not sent', () => {
    let now = 0;
    const logger = createLogger({ now: () => now });
    const sent: ErrorReport[] = [];
    logger.onReport((r) => sent.push(r));
    for (let i = 0; i < 7; i += 1) {
      now = i * 1_000;
      logger.error(`error ${i}`, undefined, report);
    }
    expect(sent.map((r) => r.time)).toEqual([0, 1_000, 2_000, 3_000, 4_000]);
    expect(logger.droppedReports()).toBe(2);
    // Every error is still logged.
    expect(logger.entries()).toHaveLength(7);

    now = 59_999;
    logger.error('still capped', undefined, report);
    expect(sent).toHaveLength(5);
    now = 60_000; // the first report leaves the window
    logger.error('room for one', undefined, report);
    expect(sent).toHaveLength(6);
    now = 60_500;
    logger.error('not yet', undefined, report);
    expect(sent).toHaveLength(6);
  });

  it('behavior: an error without a report files none', () => {
    const logger = createLogger();
    const sent: ErrorReport[] = [];
    logger.onReport((r) => sent.push(r));
    logger.error('local only');
    expect(sent).toEqual([]);
  });

  it('behavior: reports filed before the first listener are held (newest 5) and delivered', () => {
    let now = 0;
    const logger = createLogger({ now: () => now });
    for (let i = 0; i < 3; i += 1) logger.error('early', undefined, { ...report, code: `E${i}` });
    now = 120_000;
    for (let i = 3; i < 7; i += 1) logger.error('later', undefined, { ...report, code: `E${i}` });
    const sent: ErrorReport[] = [];
    const stop = logger.onReport((r) => sent.push(r));
    expect(sent.map((r) => r.code)).toEqual(['E2', 'E3', 'E4', 'E5', 'E6']);
    stop();
  });
});
