import { SectionNav } from '@/admin/components/section-nav.tsx';

const SECTIONS = [
  { to: '/admin/messages', label: 'Inbox' },
  { to: '/admin/messages/newsletter', label: 'Newsletter' },
  { to: '/admin/messages/mail', label: 'Mail outbox' },
];

export function MessagesSections() {
  return <SectionNav label="Messages" sections={SECTIONS} />;
}
