import { courierTrackingUrl } from '@store/domain';

/** A parcel's tracking number: a link to the courier's tracking page when the courier is known, else plain text. */
export function TrackingNumber({ courier, trackingNumber }: { courier?: string | null; trackingNumber: string }) {
  const href = courierTrackingUrl(courier, trackingNumber);
  if (!href) return <>{trackingNumber}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {trackingNumber}
      <span className="visually-hidden"> (track it on {courier}’s site, opens in a new tab)</span>
    </a>
  );
}
