import { NavLink, Outlet } from 'react-router-dom';
import { useLayoutQuery } from '@/__generated__/graphql.ts';

/** Header with the collections menu, the page, and the footer. */
export function Layout() {
  const { data } = useLayoutQuery();
  return (
    <>
      <header className="site-header">
        <NavLink to="/" className="logo">
          Graphic Tees Dubai
        </NavLink>
        <nav aria-label="Main">
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/all-collections">Explore All Collections</NavLink>
          {data?.collections.map((collection) => (
            <NavLink key={collection.name} to={`/shop-by-collections/${collection.routeKey}`}>
              {collection.name}
            </NavLink>
          ))}
          <NavLink to="/about-us">About Us</NavLink>
        </nav>
        <div className="account">{data?.me ? `Hello, ${data.me.email}` : <NavLink to="/login">Login</NavLink>}</div>
      </header>
      <main>
        <Outlet />
      </main>
      <footer className="site-footer">
        Free shipping on all orders · Free returns within 7 days · Cash on delivery
      </footer>
    </>
  );
}
