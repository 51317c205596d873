import type { DeckLayout } from "../hooks/use-deck-layout.ts";

const OPTIONS: { value: DeckLayout; label: string }[] = [
  { value: "layout-grid", label: "Grid" },
  { value: "layout-list", label: "List" },
];

/** Two toggle buttons (aria-pressed) rather than a radio group: each is one Tab stop, Space/Enter switches. */
export function LayoutToggle({ layout, onChange }: { layout: DeckLayout; onChange: (layout: DeckLayout) => void }) {
  return (
    <div className="segmented" role="group" aria-label="Deck layout">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented-option"
          aria-pressed={layout === option.value}
          onClick={() => onChange(option.value)}
        >
          <span aria-hidden="true" className={`layout-icon ${option.value}`} />
          {option.label}
        </button>
      ))}
    </div>
  );
}
