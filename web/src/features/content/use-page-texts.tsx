import type { Messages } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { useMemo, type ReactNode } from 'react';
import { usePageTextsQuery, type ContentPage } from '@/__generated__/graphql.ts';
import { formatMessage } from '@/i18n/format-message.ts';
import { useTranslation, type Translate } from '@/i18n/i18n.tsx';
import type { MessageId } from '@/i18n/message-id.ts';
import { richText, type RichParts } from '@/i18n/rich-text.tsx';

interface Rewritten {
  message: Messages[string];
  inEnglish: boolean;
}

export interface PageTexts {
  /** The key's text as a string (head tags, labels): the staff's text when there is one, else the shop's own. */
  t: Translate;
  /** The key's text to show, links put in by `parts`; a text shown in English on an Arabic page is marked so. */
  text: (id: MessageId, values?: Record<string, unknown>, parts?: RichParts) => ReactNode;
}

/** A compiled message as the gateway sends it (JSON), or null when it is not one. */
function parse(message: string): Messages[string] | null {
  try {
    const compiled: unknown = JSON.parse(message);
    return Array.isArray(compiled) ? (compiled as Messages[string]) : null;
  } catch {
    return null;
  }
}

/**
 * The texts of a content page (About, FAQ, a policy): those staff rewrote in the back office over the shop's own
 * wording, key by key. Asked with the page (server-rendered, then from the cache); until it answers, or when it
 * fails, the page reads the shop's own wording.
 */
export function usePageTexts(page: ContentPage): PageTexts {
  const { locale, t: shipped } = useTranslation();
  const { data } = usePageTextsQuery({ variables: { page } });
  const answer = data?.pageTexts;
  const rewritten = useMemo(() => {
    const texts = new Map<string, Rewritten>();
    for (const { key, message, inEnglish } of answer ?? []) {
      const compiled = parse(message);
      if (compiled) texts.set(key, { message: compiled, inEnglish });
    }
    return texts;
  }, [answer]);

  const t: Translate = (id, values) => {
    const own = rewritten.get(id);
    if (!own) return shipped(id, values);
    return formatMessage(own.message, values, INTL_LOCALE[own.inEnglish ? 'en' : locale]);
  };
  const text: PageTexts['text'] = (id, values, parts) => {
    const written = t(id, values);
    const content = parts ? richText(written, parts) : written;
    return rewritten.get(id)?.inEnglish ? (
      <span lang="en" dir="ltr">
        {content}
      </span>
    ) : (
      content
    );
  };
  return { t, text };
}
