import { createBrowserRouter } from 'react-router-dom';
import { ShopPage } from '@/features/catalog/shop-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { Layout } from './layout.tsx';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <ShopPage /> },
        { path: '/all-collections', element: <ShopPage /> },
        { path: '/shop-default-grid', element: <ShopPage /> },
        { path: '/shop-by-collections/:collection', element: <ShopPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
