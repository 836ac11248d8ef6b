import { useEffect, useState } from 'react';
import { MESSAGE_DURATION_MS } from '@store/domain';
import { useStoreOffersQuery } from '@/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';

/**
 * The newsletter popup: the same signup as the footer, offered once to a new visitor. After a signup it closes
 * itself once the success line has been read, and focus goes back where it was (Dialog).
 */
export function NewsletterPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState(false);
  const offer = useStoreOffersQuery().data?.storeOffers.welcomeOfferPercent ?? 0;

  useEffect(() => {
    if (!subscribed) return;
    const timer = setTimeout(onClose, MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [subscribed, onClose]);

  return (
    <Dialog open onClose={onClose} label={t('footer.newsletter')} placement="modal">
      <div className="newsletter-popup">
        <h2>{offer > 0 ? t('newsletterPopup.offer', { percent: offer }) : t('newsletterPopup.join')}</h2>
        <NewsletterForm onSubscribed={() => setSubscribed(true)} />
      </div>
    </Dialog>
  );
}
