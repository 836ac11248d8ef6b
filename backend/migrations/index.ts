import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as sessions from './0002-sessions.ts';
import * as staff from './0003-staff.ts';

/** Every migration, in order. Add a file per change and list it here. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sessions': sessions,
  '0003-staff': staff,
};
