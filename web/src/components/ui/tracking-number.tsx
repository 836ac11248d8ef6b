import { courierTrackingUrl } from '@store/domain';
import { useTranslation } from '@/i18n/i18n.tsx';

/** A parcel's tracking number: a link to the courier's tracking page when the courier is known, else plain text. */
export function TrackingNumber({ courier, trackingNumber }: { courier?: string | null; trackingNumber: string }) {
  const { t } = useTranslation();
  const href = courierTrackingUrl(courier, trackingNumber);
  if (!href) return <>{trackingNumber}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {trackingNumber}
      <span className="visually-hidden"> {t('order.trackOnCourier', { courier })}</span>
    </a>
  );
}
