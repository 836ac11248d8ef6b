import { Dialog } from '@/components/ui/dialog.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/** The newsletter popup: the same signup as the footer, offered once to a new visitor. */
export function NewsletterPopup({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} label="Newsletter" placement="modal">
      <div className="newsletter-popup">
        <h2>Get 10% off your first order</h2>
        <NewsletterForm />
      </div>
    </Dialog>
  );
}
