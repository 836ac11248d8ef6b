import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackingPath } from './tracking-id.ts';
import './order-tracking.css';

/** The order number to track; submitting puts it in the address (?id=), so the result can be shared or reloaded. */
export function TrackingForm({ initial }: { initial: string }) {
  const [typed, setTyped] = useState(initial);
  const navigate = useNavigate();
  return (
    <form
      className="tracking-form"
      role="search"
      aria-label="Track an order"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(trackingPath(typed));
      }}
    >
      <label htmlFor="tracking-order-id">Order number</label>
      <div className="tracking-form__row">
        <input
          id="tracking-order-id"
          name="id"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="e.g. 261122K7Q2M9XR"
          autoComplete="off"
          required
        />
        <button type="submit" className="button">
          Track
        </button>
      </div>
    </form>
  );
}
