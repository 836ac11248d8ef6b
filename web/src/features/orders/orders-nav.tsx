import { NavLink } from 'react-router-dom';
import './orders.css';

/** Switches between every order and the ones on their way (DISPATCHED). */
export function OrdersNav() {
  return (
    <nav aria-label="Order lists" className="orders-nav">
      <NavLink to="/my-account-orders" end>
        All Orders
      </NavLink>
      <NavLink to="/my-account-shipping" end>
        Shipping
      </NavLink>
    </nav>
  );
}
