import { languageCookie, localizedPath } from '@store/domain';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n.tsx';

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
        document.cookie = languageCookie(other);
        onNavigate?.();
      }}
    >
      {t('language.switch')}
    </a>
  );
}
