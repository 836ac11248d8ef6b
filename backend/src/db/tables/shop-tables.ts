import type { Generated } from 'kysely';

/** The shop's settings, outgoing mail, newsletter subscribers and contact messages. */

export interface SettingTable {
  /** A ShopSettingKey (domain/src/shop-settings.ts). */
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** A content page's text staff rewrote (0018-page-texts); keys without a row show the shop's own wording. */
export interface PageTextTable {
  /** A catalogue key of @store/domain/page-texts, as 'faq.returns.window.a'. */
  key: string;
  /** Null: the shop's own English wording. */
  text_en: string | null;
  /** Null: the shop's own Arabic wording; '': no Arabic (the Arabic page shows the English). */
  text_ar: string | null;
  updated_at: string;
  /** The staff member's e-mail. */
  updated_by: string;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  /** The text part. */
  body: string;
  /** The HTML part; null for mails queued before 0004-mail (sent as text only). */
  html: string | null;
  reply_to: string | null;
  created_at: string;
  /** 'pending', 'sent', 'failed' or 'kept' (no SMTP_URL: not sent, kept for /admin/mail). mail/mail-status.ts */
  status: string;
  /** Failed sending attempts so far. */
  attempts: number;
  last_error: string | null;
  /** A pending mail is not tried before this time. */
  next_attempt_at: string | null;
  /** A worker holds the mail until then (claim); another may take it only after. */
  claimed_until: string | null;
  claim_token: string | null;
  sent_at: string | null;
  failed_at: string | null;
  /** JSON: [{ filename, contentType, content (base64) }] (0015-returns); null: none. */
  attachments: string | null;
}

export interface NewsletterSubscriberTable {
  email: string;
  created_at: string;
  /** The secret of the mail's unsubscribe link; null for rows from before 0014-promotions. */
  unsubscribe_token: string | null;
  unsubscribed_at: string | null;
  /** The welcome code mailed to the address, if one was. */
  welcome_promotion_id: string | null;
  /** The language of the page it subscribed from, 'en' or 'ar' (domain Locale): its welcome mail's (0016). */
  language: string;
}

export interface ContactMessageTable {
  id: string;
  service_id: string;
  template_id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** UNREAD, READ or ANSWERED; the database fills in UNREAD. */
  status: Generated<string>;
}
