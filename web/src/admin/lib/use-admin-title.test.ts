import { describe, expect, it } from 'vitest';
import { adminTitle } from './use-admin-title.ts';

describe('adminTitle', () => {
  it("puts the page's name before the back office's", () => {
    expect(adminTitle('Staff')).toBe('Staff · Back office');
    expect(adminTitle('')).toBe('Back office');
  });
});
