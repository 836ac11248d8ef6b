import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SizeChart, SizeFinder } from './size-guide-panels.tsx';
import './size-guide.css';

const TABS = ['Size', 'Size Guide'] as const;
type Tab = (typeof TABS)[number];

/** The size guide modal: a size finder ('Size') and the measurements table ('Size Guide'). */
export function SizeGuideDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('Size');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs, as in any tablist.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next] ?? 'Size');
    tabRefs.current[next]?.focus();
  }

  return (
    <Dialog open onClose={onClose} label="Size Guide">
      <div className="size-guide">
        <h2 className="size-guide__title">Size Guide</h2>
        <div role="tablist" aria-label="Size Guide" className="size-guide__tabs" onKeyDown={onKeyDown}>
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
              {name}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${TABS.indexOf(tab)}`}
          className="size-guide__panel"
        >
          {tab === 'Size' ? <SizeFinder /> : <SizeChart />}
        </div>
      </div>
    </Dialog>
  );
}
