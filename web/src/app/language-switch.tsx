import { localizedPath } from '@store/domain';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n.tsx';

/** A year: the shopper's choice outlives the visit. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The same page in the other language. A full page load (the document's language, direction and catalogue
 * change), so a plain link; the choice is kept in the `lang` cookie.
 */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { locale, t } = useTranslation();
  // The router's path is the page's path without the language's prefix.
  const { pathname, search, hash } = useLocation();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      className={className}
      href={localizedPath(pathname, other) + search + hash}
      hrefLang={other}
      lang={other}
      onClick={() => {
        document.cookie = `lang=${other}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
        onNavigate?.();
      }}
    >
      {t('language.switch')}
    </a>
  );
}
