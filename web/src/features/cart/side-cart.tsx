import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_NOTE_MAX } from '@store/domain';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Price } from '@/components/ui/price.tsx';
import { loadingProps } from '@/components/picture.ts';
import { cartNoteVar, removeFromCart, updateCartLine } from '@/state/cart.ts';
import { lineDetails, lineName } from './line-label.ts';
import { QuantityInput } from './quantity-input.tsx';
import { stockNote } from './stock-note.ts';
import { useCart } from './use-cart.ts';
import { useCodeQuote } from './use-code-quote.ts';
import { DiscountCodeForm } from '@/components/discount-code-form.tsx';
import { useVariantNames } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import '@/components/panel-lines.css';
import './cart.css';
import { useStoredVar } from '@/lib/use-stored-var.ts';

type Tool = 'note' | 'shipping' | 'coupon' | null;

/** The side cart: lines, totals, the free-shipping banner and the note, shipping and coupon tools. */
export function SideCart({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const variantNames = useVariantNames();
  const { rows, orderable, totals, blocked } = useCart();
  const [tool, setTool] = useState<Tool>(null);
  const codeQuote = useCodeQuote(orderable);
  const applied = codeQuote?.appliedCode ? codeQuote : undefined;
  return (
    <Dialog open onClose={onClose} label={t('panel.cart')} placement="right">
      <h2>{t('panel.cart')}</h2>
      <p className="side-cart__banner">{t('cart.freeShipping')}</p>
      {rows.length === 0 ? (
        <p>
          {t('domain.emptyCart')}{' '}
          <Link to="/all-collections" onClick={onClose}>
            {t('cart.explore')}
          </Link>
        </p>
      ) : (
        <ul className="panel-lines">
          {rows.map(({ line, key, available, gone, orderable, max }) => {
            const note = stockNote(t, line.quantity, available, gone);
            return (
              <li key={key} className={`panel-line${orderable ? '' : ' panel-line--marked'}`}>
                <img src={line.imgSrc} alt="" width={80} height={107} {...loadingProps(false)} />
                <div className="panel-line__body">
                  <Link to={`/product-detail/${line.id}`} onClick={onClose}>
                    {line.title}
                  </Link>
                  <p className="panel-line__details">{lineDetails(line, variantNames)}</p>
                  <Price price={line.price} />
                  <QuantityInput
                    label={t('cart.quantityOf', { name: lineName(line, variantNames) })}
                    value={line.quantity}
                    max={max}
                    onChange={(quantity) => updateCartLine(key, quantity, max)}
                  />
                  {note && <p className="panel-line__note message--error">{note}</p>}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('panel.removeNamed', { name: lineName(line, variantNames) })}
                    onClick={() => removeFromCart(key)}
                  >
                    {t('panel.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="side-cart__tools">
        <button type="button" onClick={() => setTool('note')}>
          {t('cart.addNote')}
        </button>
        <button type="button" onClick={() => setTool('shipping')}>
          {t('cart.estimateShipping')}
        </button>
        <button type="button" onClick={() => setTool('coupon')}>
          {t('cart.addCoupon')}
        </button>
      </div>
      {tool === 'coupon' ? (
        <div className="side-cart__tool">
          <DiscountCodeForm
            appliedCode={codeQuote?.appliedCode}
            codeProblem={codeQuote?.codeProblem}
            onCancel={() => setTool(null)}
          />
        </div>
      ) : (
        tool && <CartTool tool={tool} onCancel={() => setTool(null)} />
      )}
      {blocked && (
        <p role="alert" className="side-cart__marked message--error">
          {t('stock.marked')}
        </p>
      )}
      {applied?.appliedCode && (
        <p className="side-cart__code">
          {t('cart.discountCode', { code: applied.appliedCode.code })}{' '}
          <span>
            − <Price price={applied.codeDiscount} />
          </span>
        </p>
      )}
      <p className="side-cart__total">
        {t('cart.subtotal')}{' '}
        <Price
          price={applied ? applied.total : totals.total}
          oldPrice={totals.discount > 0 || applied ? totals.subtotal : null}
        />
      </p>
      <div className="side-cart__actions">
        <Link className="button button--outline" to="/shopping-cart" onClick={onClose}>
          {t('cart.viewCart')}
        </Link>
        <Link className="button" to="/shopping-cart" onClick={onClose}>
          {t('cart.checkOut')}
        </Link>
      </div>
    </Dialog>
  );
}

/**
 * The note tool keeps a note for the delivery with the cart (checkout's Note field starts with it); the shipping
 * tool says what shipping costs.
 */
function CartTool({ tool, onCancel }: { tool: 'note' | 'shipping'; onCancel: () => void }) {
  const { t } = useTranslation();
  const note = useStoredVar(cartNoteVar);
  const [draft, setDraft] = useState(note);
  const [saved, setSaved] = useState(false);
  if (tool === 'shipping') {
    return (
      <div className="side-cart__tool">
        <p>{t('cart.shippingFree', { delivery: t('domain.estimatedDelivery') })}</p>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('dialog.close')}
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
        {t('cart.orderNote')}
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
        {saved ? t('cart.noteSaved') : ''}
      </p>
      <button type="submit" className="button">
        {t('cart.save')}
      </button>
      <button type="button" className="button button--outline" onClick={onCancel}>
        {saved ? t('dialog.close') : t('cart.cancel')}
      </button>
    </form>
  );
}
