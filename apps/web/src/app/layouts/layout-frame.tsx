import type { ReactNode } from "react";
import type { RouteMeta } from "../route-meta.ts";
import { SidebarNav } from "./sidebar-nav.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * docs/product.md's five layouts. `default` is a centred column, `content` a narrower
 * reading column, `browse-grid` a wide one for card grids, `sidebar` adds a
 * section menu, and `empty` is the page alone (no header, footer or margins).
 */
export function LayoutFrame({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const isEmpty = meta.layout === "empty";
  const showHeader = !isEmpty && meta.header !== false;
  const showFooter = !isEmpty && meta.footer !== false;
  return (
    <div className="app" data-layout={meta.layout}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showHeader ? <SiteHeader /> : null}
      <main id="main" className={`main layout-${meta.layout}`} data-layout={meta.layout} data-route={meta.id} tabIndex={-1}>
        {meta.layout === "sidebar" ? (
          <div className="sidebar-layout">
            <SidebarNav />
            <div className="sidebar-content">{children}</div>
          </div>
        ) : (
          children
        )}
      </main>
      {showFooter ? <SiteFooter /> : null}
    </div>
  );
}
