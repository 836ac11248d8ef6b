import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { SizeChart, SizeFinder } from './size-guide-panels.tsx';
import './size-guide.css';

/** The tabs, by their names' catalogue ids. */
const TABS = ['sizeGuide.size', 'product.sizeGuide'] as const;
type Tab = (typeof TABS)[number];

/** The size guide modal: a size finder ('Size') and the measurements table ('Size Guide'). */
export function SizeGuideDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('sizeGuide.size');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs, as in any tablist.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next] ?? 'sizeGuide.size');
    tabRefs.current[next]?.focus();
  }

  return (
    <Dialog open onClose={onClose} label={t('product.sizeGuide')}>
      <div className="size-guide">
        <h2 className="size-guide__title">{t('product.sizeGuide')}</h2>
        <div role="tablist" aria-label={t('product.sizeGuide')} className="size-guide__tabs" onKeyDown={onKeyDown}>
          {TABS.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
            >
              {t(name)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${TABS.indexOf(tab)}`}
          className="size-guide__panel"
        >
          {tab === 'sizeGuide.size' ? <SizeFinder /> : <SizeChart />}
        </div>
      </div>
    </Dialog>
  );
}
