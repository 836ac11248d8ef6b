import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as sessions from './0002-sessions.ts';
import * as staff from './0003-staff.ts';
import * as mail from './0004-mail.ts';
import * as ordersAdmin from './0005-orders-admin.ts';
import * as catalogueAdmin from './0006-catalogue-admin.ts';
import * as messages from './0007-messages.ts';
import * as contentImages from './0008-content-images.ts';

/** Every migration, in order. Add a file per change and list it here. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sessions': sessions,
  '0003-staff': staff,
  '0004-mail': mail,
  '0005-orders-admin': ordersAdmin,
  '0006-catalogue-admin': catalogueAdmin,
  '0007-messages': messages,
  '0008-content-images': contentImages,
};
