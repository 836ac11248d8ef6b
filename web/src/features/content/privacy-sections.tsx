import type { DocumentSection } from './indexed-document.tsx';
import { ContactDetails } from './contact-details.tsx';
import type { Translate } from '@/i18n/i18n.tsx';

/** The eight sections of the privacy policy (spec §2), in the page's language. */
export function privacySections(t: Translate): DocumentSection[] {
  return [
    {
      id: 'information-we-collect',
      title: t('privacy.collect.title'),
      content: (
        <>
          <p>{t('privacy.collect.lead')}</p>
          <ul>
            <li>{t('privacy.collect.account')}</li>
            <li>{t('privacy.collect.delivery')}</li>
            <li>{t('privacy.collect.orders')}</li>
            <li>{t('privacy.collect.messages')}</li>
          </ul>
        </>
      ),
    },
    { id: 'how-we-use-it', title: t('privacy.use.title'), content: <p>{t('privacy.use.text')}</p> },
    { id: 'sharing', title: t('privacy.sharing.title'), content: <p>{t('privacy.sharing.text')}</p> },
    { id: 'cookies-and-tracking', title: t('privacy.cookies.title'), content: <p>{t('privacy.cookies.text')}</p> },
    { id: 'data-security', title: t('privacy.security.title'), content: <p>{t('privacy.security.text')}</p> },
    { id: 'your-rights', title: t('privacy.rights.title'), content: <p>{t('privacy.rights.text')}</p> },
    { id: 'changes', title: t('privacy.changes.title'), content: <p>{t('privacy.changes.text')}</p> },
    {
      id: 'contact-us',
      title: t('privacy.contact.title'),
      content: (
        <>
          <p>{t('privacy.contact.text')}</p>
          <ContactDetails />
        </>
      ),
    },
  ];
}
