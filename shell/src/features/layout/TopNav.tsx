import {
  paths,
  canAccess,
  selectRole,
  useAuthStore,
  Link,
  NavLink,
  useNavigate,
} from '@academy/shared';
import { useEffect, useRef, useState } from 'react';

import { useShellMessages } from '../../messages';
import { HOME_ANCHORS } from '../home/anchors';
import { endSession } from './end-session';
import { MenuIcon, UserIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { MoreLinks, type NavItem } from './MoreLinks';
import './layout.css';

interface TopNavProps {
  /**
   * Whether the site links may show. The spec shows them "only once the user profile has
   * loaded": for a visitor that is at once; for a learner, once GET /users/{id}/ has answered
   * (success or failure, so a profile error never hides the navigation for good).
   */
  linksReady: boolean;
}

export function TopNav({ linksReady }: TopNavProps) {
  const messages = useShellMessages();
  const text = messages.layout;
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const profile = useAuthStore((state) => state.profile);
  // The back-office link, for staff only (a hint: the server checks the role on every call).
  const showsAdmin = useAuthStore((state) => canAccess('staff', selectRole(state)));
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);
  // Escape closes the open (narrow-screen) menu and gives focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const onLogout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    closeMenu();
    await endSession();
    setLoggingOut(false);
    navigate(paths.login);
  };

  // `secondary`: between the phone menu and a wide laptop these wait in the "More" menu, so the
  // bar holds one line (issue 35: seven English links wrapped at 861–1199 px).
  const links: NavItem[] = [
    {
      key: 'courses',
      link: (
        <Link to={{ pathname: paths.home, hash: `#${HOME_ANCHORS.courses}` }} onClick={closeMenu}>
          {text.courses}
        </Link>
      ),
    },
    {
      key: 'instructors',
      secondary: true,
      link: (
        <Link
          to={{ pathname: paths.home, hash: `#${HOME_ANCHORS.instructors}` }}
          onClick={closeMenu}
        >
          {text.instructors}
        </Link>
      ),
    },
    {
      key: 'contact-us',
      secondary: true,
      link: (
        <Link to={{ pathname: paths.home, hash: `#${HOME_ANCHORS.contactUs}` }} onClick={closeMenu}>
          {text.contactUs}
        </Link>
      ),
    },
    {
      key: 'about-us',
      secondary: true,
      link: (
        <NavLink to={paths.aboutUs} onClick={closeMenu}>
          {text.aboutUs}
        </NavLink>
      ),
    },
    {
      key: 'blog',
      link: (
        <NavLink to={paths.blog()} onClick={closeMenu}>
          {text.blog}
        </NavLink>
      ),
    },
  ];
  if (isLoggedIn) {
    links.push({
      key: 'my-learning',
      link: (
        <NavLink to={paths.myLearning} onClick={closeMenu}>
          {text.myLearning}
        </NavLink>
      ),
    });
  }
  if (showsAdmin) {
    links.push({
      key: 'admin',
      link: (
        <NavLink to={paths.admin} onClick={closeMenu}>
          {text.admin}
        </NavLink>
      ),
    });
  }

  // Username, or the email when the account has none; nothing until the profile arrives.
  const displayName = profile ? profile.username || profile.email : '';

  return (
    <header className="topnav">
      <nav className="topnav__bar" aria-label={text.mainNav}>
        <Link
          to={paths.home}
          className="topnav__logo"
          aria-label={text.homeLink}
          onClick={closeMenu}
        >
          <img className="topnav__logo-mark" src="/favicon.svg" alt="" width="35" height="35" />
          <span className="topnav__logo-text">{messages.brand}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="topnav__toggle"
          aria-expanded={menuOpen}
          aria-controls="topnav-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <span>{text.menuToggle}</span>
        </button>
        <div id="topnav-menu" className={`topnav__menu${menuOpen ? ' is-open' : ''}`}>
          {linksReady ? (
            <>
              <ul className="topnav__links">
                {links.map(({ key, secondary, link }) => (
                  <li key={key} className={secondary ? 'topnav__link--secondary' : undefined}>
                    {link}
                  </li>
                ))}
              </ul>
              <MoreLinks label={text.more} links={links.filter((item) => item.secondary)} />
            </>
          ) : (
            <span className="topnav__links topnav__links--pending" role="status">
              <span className="ac-visually-hidden">{text.loadingProfile}</span>
            </span>
          )}
          <LanguageSwitch onSwitched={closeMenu} />
          <div className="topnav__account">
            {isLoggedIn ? (
              <>
                <span className="topnav__user">
                  <UserIcon className="topnav__user-icon" />
                  <span className="ac-visually-hidden">{text.account} </span>
                  {/* Shortened by an ellipsis when long: the title shows it whole. */}
                  <span
                    className="topnav__user-name"
                    data-testid="nav-user-name"
                    title={displayName}
                  >
                    {displayName}
                  </span>
                </span>
                <button
                  type="button"
                  className="ac-button topnav__button"
                  aria-busy={loggingOut}
                  onClick={() => void onLogout()}
                >
                  {text.logout}
                </button>
              </>
            ) : (
              <Link to={paths.loginButton} className="ac-button topnav__button" onClick={closeMenu}>
                {text.login}
              </Link>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
