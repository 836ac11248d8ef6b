import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword, SERVER_PASSWORD_POLICY } from './common-passwords.ts';
import COMMON_PASSWORDS from './common-passwords.json' with { type: 'json' };
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { passwordProblem } from './validation.ts';

describe('the common-password list', () => {
  it('holds 10,000 distinct lower-case entries, each long enough to pass the length rules', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    expect(COMMON_PASSWORDS).toHaveLength(10_000);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(password.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    }
    // Most common first, as in the source list.
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });

  it('matches case-insensitively and leaves uncommon passwords alone', () => {
    for (const common of ['password', 'PassWord', 'QWERTYUIOP', 'iloveyou', 'Trustno1'])
      expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ['desert-rally-7', 'hatta-trail-2026', 'password-for-dubai-tees'])
      expect(isCommonPassword(fine), fine).toBe(false);
  });

  it('is the reason the servers give for refusing a common password', () => {
    expect(passwordProblem('Football', 'New password', SERVER_PASSWORD_POLICY)).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
  });

  it('stays out of the web bundle: nothing in web/ or the main domain entry imports it', () => {
    const root = join(import.meta.dirname, '..', '..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === '__generated__'
            ? []
            : sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      );
    const domainFiles = sources(join(root, 'domain', 'src')).filter((file) => !/common-passwords/.test(file));
    for (const file of [...sources(join(root, 'web', 'src')), ...domainFiles]) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/(from|import)\s*\(?\s*['"][^'"]*common-passwords/);
    }
  });
});
