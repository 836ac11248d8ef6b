import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as sessions from './0002-sessions.ts';
import * as staff from './0003-staff.ts';
import * as mail from './0004-mail.ts';
import * as ordersAdmin from './0005-orders-admin.ts';
import * as catalogueAdmin from './0006-catalogue-admin.ts';
import * as messages from './0007-messages.ts';
import * as contentImages from './0008-content-images.ts';
import * as orderNameSearch from './0009-order-name-search.ts';
import * as bannerLinks from './0010-banner-links.ts';
import * as sentMailAttempts from './0011-sent-mail-attempts.ts';
import * as photoUploads from './0012-photo-uploads.ts';
import * as staffSecondFactor from './0013-staff-second-factor.ts';
import * as promotions from './0014-promotions.ts';
import * as returns from './0015-returns.ts';
import * as shopperLanguage from './0016-shopper-language.ts';
import * as arabicContent from './0017-arabic-content.ts';
import * as pageTexts from './0018-page-texts.ts';

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
  '0009-order-name-search': orderNameSearch,
  '0010-banner-links': bannerLinks,
  '0011-sent-mail-attempts': sentMailAttempts,
  '0012-photo-uploads': photoUploads,
  '0013-staff-second-factor': staffSecondFactor,
  '0014-promotions': promotions,
  '0015-returns': returns,
  '0016-shopper-language': shopperLanguage,
  '0017-arabic-content': arabicContent,
  '0018-page-texts': pageTexts,
};
