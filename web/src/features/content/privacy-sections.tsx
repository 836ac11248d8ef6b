import type { DocumentSection } from './indexed-document.tsx';
import { ContactDetails } from './contact-details.tsx';
import type { PageTexts } from './use-page-texts.tsx';

/** The eight sections of the privacy policy (spec §2), in the page's language. */
export function privacySections({ text }: PageTexts): DocumentSection[] {
  return [
    {
      id: 'information-we-collect',
      title: text('privacy.collect.title'),
      content: (
        <>
          <p>{text('privacy.collect.lead')}</p>
          <ul>
            <li>{text('privacy.collect.account')}</li>
            <li>{text('privacy.collect.delivery')}</li>
            <li>{text('privacy.collect.orders')}</li>
            <li>{text('privacy.collect.messages')}</li>
          </ul>
        </>
      ),
    },
    { id: 'how-we-use-it', title: text('privacy.use.title'), content: <p>{text('privacy.use.text')}</p> },
    { id: 'sharing', title: text('privacy.sharing.title'), content: <p>{text('privacy.sharing.text')}</p> },
    {
      id: 'cookies-and-tracking',
      title: text('privacy.cookies.title'),
      content: <p>{text('privacy.cookies.text')}</p>,
    },
    { id: 'data-security', title: text('privacy.security.title'), content: <p>{text('privacy.security.text')}</p> },
    { id: 'your-rights', title: text('privacy.rights.title'), content: <p>{text('privacy.rights.text')}</p> },
    { id: 'changes', title: text('privacy.changes.title'), content: <p>{text('privacy.changes.text')}</p> },
    {
      id: 'contact-us',
      title: text('privacy.contact.title'),
      content: (
        <>
          <p>{text('privacy.contact.text')}</p>
          <ContactDetails />
        </>
      ),
    },
  ];
}
