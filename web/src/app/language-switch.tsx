import { useApolloClient } from '@apollo/client/react';
import { languageCookie, localizedPath } from '@store/domain';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LayoutCustomerDocument } from '@/__generated__/graphql.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** A click that opens the link elsewhere (a new tab or window): the browser's, not the switch's. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The same page in the other language. A full page load (the document's language, direction and catalogue
 * change), so a plain link; the choice is kept in the `lang` cookie and, when the header's customer query found
 * someone signed in, on their account (save-language.ts, loaded on the click) before the other page loads.
 */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { locale, t } = useTranslation();
  const client = useApolloClient();
  // The router's path is the page's path without the language's prefix.
  const { pathname, search, hash } = useLocation();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      className={className}
      href={localizedPath(pathname, other) + search + hash}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        document.cookie = languageCookie(other);
        onNavigate?.();
        if (opensElsewhere(event) || !client.readQuery({ query: LayoutCustomerDocument })?.me) return;
        event.preventDefault();
        const href = event.currentTarget.href;
        void import('./save-language.ts')
          .then(({ saveLanguage }) => saveLanguage(other))
          .catch(() => undefined)
          .finally(() => window.location.assign(href));
      }}
    >
      {t('language.switch')}
    </a>
  );
}
