import { useEffect, useRef } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router-dom";
import { AccountMenu } from "../features/auth/components/account-menu.tsx";
import { paths } from "./paths.ts";

/**
 * After an in-app navigation, focus moves to the new page's <h1> (or <main>),
 * so screen readers announce the page and Tab starts from its top, as after a full page load.
 */
function useFocusPageOnNavigate() {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const main = document.getElementById("main");
    const heading = main?.querySelector<HTMLElement>("h1");
    // Headings are not focusable by default; -1 makes them focusable by script only.
    if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    (heading ?? main)?.focus();
  }, [pathname]);
}

export function AppLayout() {
  useFocusPageOnNavigate();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="container header-inner">
          <Link to={paths.home.getHref()} className="brand">
            <span className="brand-mark" aria-hidden="true">
              M
            </span>
            Mnemo
          </Link>
          <nav aria-label="Main" className="main-nav">
            <NavLink to={paths.decks.getHref()}>Flashcards</NavLink>
          </nav>
          <AccountMenu />
        </div>
      </header>
      <main id="main" className="container main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <div className="container">Mnemo — turn your notes into flashcards you own.</div>
      </footer>
    </div>
  );
}
