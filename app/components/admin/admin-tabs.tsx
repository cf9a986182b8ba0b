// The panel's tabs. Each tab is a link (?aba=…), so a tab has its own URL and
// the server loads only its data; the tablist follows the ARIA tabs pattern
// (arrow keys, Home/End move between tabs).
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { cx } from "~/components/ui/cx";
import { ADMIN_TABS, type AdminTab } from "~/domain/admin/forms/shared";

export const TAB_PANEL_ID = "painel-admin-conteudo";

export function tabId(tab: AdminTab): string {
  return `aba-${tab}`;
}

export function AdminTabs({ current }: { current: AdminTab }) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  // On phones the tabs scroll sideways: keep the open one in view.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`#${tabId(current)}`);
    const scroller = list?.parentElement;
    if (!tab || !scroller) return;
    const t = tab.getBoundingClientRect();
    const s = scroller.getBoundingClientRect();
    if (t.left < s.left || t.right > s.right) scroller.scrollLeft += t.left - s.left - (s.width - t.width) / 2;
  }, [current]);
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = ADMIN_TABS.findIndex((t) => t.value === current);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % ADMIN_TABS.length
        : event.key === "ArrowLeft"
          ? (index - 1 + ADMIN_TABS.length) % ADMIN_TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? ADMIN_TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = ADMIN_TABS[next]!.value;
    navigate(`/admin?aba=${tab}`, { preventScrollReset: true });
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus());
  };
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        ref={listRef}
        role="tablist"
        aria-label="Seções do painel"
        className="inline-flex min-w-full gap-1 rounded-xl bg-stone-200/70 p-1 sm:min-w-0"
      >
        {ADMIN_TABS.map((tab) => {
          const selected = tab.value === current;
          return (
            <Link
              key={tab.value}
              id={tabId(tab.value)}
              to={`/admin?aba=${tab.value}`}
              role="tab"
              aria-selected={selected}
              aria-controls={TAB_PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown}
              preventScrollReset
              className={cx(
                "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-4 text-sm font-semibold transition-colors",
                selected ? "bg-white text-stone-900 shadow-sm" : "text-stone-700 hover:bg-white/60 hover:text-stone-900",
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
