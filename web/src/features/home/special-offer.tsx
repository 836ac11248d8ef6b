import { useId } from 'react';
import { Link } from 'react-router-dom';
import './special-offer.css';

/** The promotional banner between the collections and Top Picks (spec §2, item 4). */
export function SpecialOffer() {
  const headingId = useId();
  return (
    <section className="special-offer" aria-labelledby={headingId}>
      <div className="special-offer__inner container">
        <p className="special-offer__eyebrow">Reserved for special occasions</p>
        <h2 id={headingId} className="special-offer__heading">
          Special Offer! This Week Only
        </h2>
        <Link to="/all-collections" className="button special-offer__button">
          Explore Collection
        </Link>
      </div>
    </section>
  );
}
