import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Arrow keys move along the list (wrapping, mirrored
 * for right-to-left), Home and End jump, and only the selected tab is in the Tab sequence.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<K>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: tabs.length - 1 - index,
    };
    const by = step[event.key];
    if (by === undefined) return;
    event.preventDefault();
    const next = tabs[(index + by + tabs.length) % tabs.length]!;
    onSelect(next.key);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next.key}"]`)?.focus();
  };

  return (
    <div className="portico-tabs">
      <div ref={listRef} className="portico-tab-list" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            data-tab={tab.key}
            className="portico-tab"
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className="portico-tab-panel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
      >
        {children}
      </div>
    </div>
  );
}
