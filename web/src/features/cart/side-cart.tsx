import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ESTIMATED_DELIVERY_TEXT, MESSAGES, ORDER_NOTE_MAX } from '@store/domain';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Price } from '@/components/ui/price.tsx';
import { loadingProps } from '@/components/picture.ts';
import { cartNoteVar, removeFromCart, updateCartLine } from '@/state/cart.ts';
import { QuantityInput } from './quantity-input.tsx';
import { useCart } from './use-cart.ts';
import '@/components/panel-lines.css';
import './cart.css';

type Tool = 'note' | 'shipping' | null;

/** The side cart: lines, totals, the free-shipping banner and the note and shipping tools. */
export function SideCart({ onClose }: { onClose: () => void }) {
  const { lines, totals, maxFor } = useCart();
  const [tool, setTool] = useState<Tool>(null);
  return (
    <Dialog open onClose={onClose} label="Shopping cart" placement="right">
      <h2>Shopping cart</h2>
      <p className="side-cart__banner">Congratulations! You&apos;ve got free shipping!</p>
      {lines.length === 0 ? (
        <p>
          {MESSAGES.emptyCart}{' '}
          <Link to="/all-collections" onClick={onClose}>
            Explore Products
          </Link>
        </p>
      ) : (
        <ul className="panel-lines">
          {lines.map((line) => (
            <li key={line.id} className="panel-line">
              <img src={line.imgSrc} alt="" width={80} height={107} {...loadingProps(false)} />
              <div className="panel-line__body">
                <Link to={`/product-detail/${line.id}`} onClick={onClose}>
                  {line.title}
                </Link>
                <p className="panel-line__details">{[line.ssize, line.scolor].filter(Boolean).join(' / ')}</p>
                <Price price={line.price} />
                <QuantityInput
                  label={`Quantity of ${line.title}`}
                  value={line.quantity}
                  max={maxFor(line)}
                  onChange={(quantity) => updateCartLine(line.id, { quantity }, maxFor(line))}
                />
                <button type="button" className="link-button" onClick={() => removeFromCart(line.id)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="side-cart__tools">
        <button type="button" onClick={() => setTool('note')}>
          Add note
        </button>
        <button type="button" onClick={() => setTool('shipping')}>
          Estimate shipping
        </button>
      </div>
      {tool && <CartTool tool={tool} onCancel={() => setTool(null)} />}
      <p className="side-cart__total">
        Subtotal <Price price={totals.total} oldPrice={totals.discount > 0 ? totals.subtotal : null} />
      </p>
      <div className="side-cart__actions">
        <Link className="button button--outline" to="/shopping-cart" onClick={onClose}>
          View cart
        </Link>
        <Link className="button" to="/shopping-cart" onClick={onClose}>
          Check Out
        </Link>
      </div>
    </Dialog>
  );
}

/**
 * The note tool keeps a note for the delivery with the cart (checkout's Note field starts with it); the shipping
 * tool says what shipping costs. The shop has no coupon codes, so there is no coupon tool.
 */
function CartTool({ tool, onCancel }: { tool: Exclude<Tool, null>; onCancel: () => void }) {
  const note = useReactiveVar(cartNoteVar);
  const [draft, setDraft] = useState(note);
  const [saved, setSaved] = useState(false);
  if (tool === 'shipping') {
    return (
      <div className="side-cart__tool">
        <p>Shipping is free. Estimated delivery: {ESTIMATED_DELIVERY_TEXT}.</p>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Close
        </button>
      </div>
    );
  }
  return (
    <form
      className="side-cart__tool"
      onSubmit={(event) => {
        event.preventDefault();
        cartNoteVar(draft.trim());
        setSaved(true);
      }}
    >
      <label>
        Order note
        <textarea
          name="note"
          maxLength={ORDER_NOTE_MAX}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setSaved(false);
          }}
        />
      </label>
      <p role="status" className={saved ? 'message--success' : 'visually-hidden'}>
        {saved ? 'Your note is saved: it goes with your order at checkout.' : ''}
      </p>
      <button type="submit" className="button">
        Save
      </button>
      <button type="button" className="button button--outline" onClick={onCancel}>
        {saved ? 'Close' : 'Cancel'}
      </button>
    </form>
  );
}
