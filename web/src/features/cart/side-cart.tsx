import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@store/domain';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Price } from '@/components/ui/price.tsx';
import { removeFromCart, updateCartLine } from '@/state/cart.ts';
import { QuantityInput } from './quantity-input.tsx';
import { useCart } from './use-cart.ts';
import './cart.css';

type Tool = 'note' | 'shipping' | 'coupon' | null;

/** The side cart: lines, totals, the free-shipping banner and the note / shipping / coupon tools. */
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
        <ul className="side-cart__lines">
          {lines.map((line) => (
            <li key={line.id} className="side-cart__line">
              <img src={line.imgSrc} alt="" width={80} height={107} />
              <div>
                <Link to={`/product-detail/${line.id}`} onClick={onClose}>
                  {line.title}
                </Link>
                <p className="side-cart__variant">{[line.ssize, line.scolor].filter(Boolean).join(' / ')}</p>
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
        <button type="button" onClick={() => setTool('coupon')}>
          Add coupon
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

/** The note, shipping-estimate and coupon tools: their submit does nothing (spec §5); Cancel closes them. */
function CartTool({ tool, onCancel }: { tool: Exclude<Tool, null>; onCancel: () => void }) {
  const label = { note: 'Order note', shipping: 'Postal code', coupon: 'Coupon code' }[tool];
  return (
    <form className="side-cart__tool" onSubmit={(event) => event.preventDefault()}>
      <label>
        {label}
        {tool === 'note' ? <textarea name="note" /> : <input name={tool} required />}
      </label>
      {tool === 'shipping' && <p>Shipping is free across the UAE, 1 - 3 days.</p>}
      <button type="submit" className="button">
        Save
      </button>
      <button type="button" className="button button--outline" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
