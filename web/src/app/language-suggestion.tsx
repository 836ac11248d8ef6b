import { languageCookie, localizedPath } from '@store/domain';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n.tsx';
import './language-suggestion.css';

/**
 * One line, on an English page, for a browser that prefers Arabic and a shopper who has not chosen yet
 * (suggest-arabic.tsx decides, and loads this only then): a link to the same page in Arabic. Never a redirect.
 * Fixed at the bottom, so the page does not move when it appears.
 */
export function LanguageSuggestion() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className="language-suggestion" lang="ar" dir="rtl" role="region" aria-label={t('suggestion.label')}>
      <a
        href={localizedPath(pathname, 'ar') + search}
        hrefLang="ar"
        onClick={() => (document.cookie = languageCookie('ar'))}
      >
        {t('suggestion.text')}
      </a>
      <button
        type="button"
        aria-label={t('suggestion.dismiss')}
        onClick={() => {
          document.cookie = languageCookie('en');
          setShown(false);
        }}
      >
        ×
      </button>
    </div>
  );
}
