import { describe, expect, it } from 'vitest';
import { validateInvite } from './invite-rules.ts';

describe('validateInvite', () => {
  it('accepts an e-mail, a name and a role', () => {
    expect(validateInvite({ email: 'packer@store.test', name: 'Sam', role: 'STAFF' })).toEqual({});
    expect(validateInvite({ email: 'partner@store.test', name: 'Noor', role: 'OWNER' })).toEqual({});
  });

  it('names every missing or wrong field', () => {
    const errors = validateInvite({ email: 'not-an-email', name: '   ' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'role']);
    expect(errors.name).toBe('Name is required.');
  });
});
