import { SectionNav } from '@/admin/components/section-nav.tsx';

const SECTIONS = [
  { to: '/admin/products', label: 'All products' },
  { to: '/admin/products/low-stock', label: 'Low stock' },
];

export function ProductsSections() {
  return <SectionNav label="Products" sections={SECTIONS} />;
}
