import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@store/domain';
import { noticeState, readNotice } from './notice.ts';

describe('readNotice', () => {
  it('reads back what noticeState carried', () => {
    expect(readNotice(noticeState(MESSAGES.registered))).toBe(MESSAGES.registered);
  });

  it('ignores anything else in history state', () => {
    for (const state of [null, undefined, 'text', 42, {}, { notice: 7 }, { notice: '  ' }]) {
      expect(readNotice(state)).toBeUndefined();
    }
  });
});
