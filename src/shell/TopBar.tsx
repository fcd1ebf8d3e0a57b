import { useEffect, useId, useRef, useState } from 'react';
import type { UiConfigResponse } from '../api/index.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { useHasUsername, useIsAgent, useIsSignedIn, useShowsHome } from '../services/session.ts';
import { useShellServices } from '../services/shellServices.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { publicUrl } from './links.ts';
import { SHELL_TEXTS } from './messages.ts';
import { RouteLink } from './RouteLink.tsx';

interface NavProps {
  config: UiConfigResponse | null;
  onNavigate?: () => void;
}

function NavLinks({ config, onNavigate }: NavProps) {
  const signedIn = useIsSignedIn();
  const hasUsername = useHasUsername();
  const contact = publicUrl(config, 'contact');
  // SPEC §1: Home is hidden in one mode the spec does not name; here, a visit that came from VCP.
  const showHome = useShowsHome();
  const { logout } = useShellServices();
  const t = useTexts(SHELL_TEXTS);
  return (
    <ul className="nav__list">
      {showHome && (
        <li>
          <RouteLink route="Home" className="nav__link" onClick={onNavigate}>
            {t.home}
          </RouteLink>
        </li>
      )}
      {contact && (
        <li>
          <a className="nav__link" href={contact} onClick={onNavigate}>
            {t.pages.contact}
          </a>
        </li>
      )}
      {signedIn && hasUsername && (
        <li>
          <button
            type="button"
            className="nav__link nav__button"
            onClick={() => {
              onNavigate?.();
              logout();
            }}
          >
            {t.logOut}
          </button>
        </li>
      )}
    </ul>
  );
}

export function TopBar({ config }: { config: UiConfigResponse | null }) {
  const isAgent = useIsAgent();
  const t = useTexts(SHELL_TEXTS);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives focus back to its button, as a disclosure menu does.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <RouteLink route="Home" className="topbar__brand">
          <Logo />
          <span className="visually-hidden">{t.homePage}</span>
        </RouteLink>
        <LanguageSwitch />
        {!isAgent && (
          <>
            <nav className="nav nav--desktop" aria-label={t.mainNav}>
              <NavLinks config={config} />
            </nav>
            <button
              ref={menuButton}
              type="button"
              className="menu-button"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((was) => !was)}
            >
              <span className="menu-button__icon" aria-hidden="true" />
              <span className="menu-button__label">{t.menu}</span>
            </button>
          </>
        )}
      </div>
      {!isAgent && (
        <nav id={menuId} className="nav nav--mobile" aria-label={t.mainMenu} hidden={!open}>
          <NavLinks config={config} onNavigate={() => setOpen(false)} />
        </nav>
      )}
    </header>
  );
}
