import { describe, expect, it } from 'vitest';
import { MAIL_STATUSES, canRetry, excerpt, readChoice, replyHref } from './message-rules.ts';

describe('readChoice', () => {
  it('keeps only known values', () => {
    expect(readChoice('KEPT', MAIL_STATUSES)).toBe('KEPT');
    expect(readChoice('kept', MAIL_STATUSES)).toBeNull();
    expect(readChoice(null, MAIL_STATUSES)).toBeNull();
  });
});

describe('canRetry', () => {
  it('sends again only failed or kept mail', () => {
    expect(MAIL_STATUSES.filter(canRetry)).toEqual(['FAILED', 'KEPT']);
  });
});

describe('excerpt', () => {
  it('shortens a long message to one line', () => {
    expect(excerpt('Hello\nthere')).toBe('Hello there');
    expect(excerpt('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('replyHref', () => {
  it('writes to the sender with their message quoted, every part encoded', () => {
    const href = replyHref({ name: 'Omar', email: 'omar+shop@example.ae', message: 'Do you ship?\nThanks & bye' });
    expect(href.startsWith('mailto:omar%2Bshop%40example.ae?subject=Re%3A%20your%20message')).toBe(true);
    const body = decodeURIComponent(new URL(href).searchParams.get('body') ?? '');
    expect(body).toContain('> Do you ship?\n> Thanks & bye');
  });
});
