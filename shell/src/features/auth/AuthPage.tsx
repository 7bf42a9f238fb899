import { useDocumentTitle, useLanguageStore, useLocation } from '@academy/shared';
import { useRef, useState, type KeyboardEvent } from 'react';

import { useShellMessages } from '../../messages';
import { useAuthMessages } from './messages';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './auth.css';

const TABS = [
  { id: 'login', label: 'loginTab' },
  { id: 'register', label: 'registerTab' },
] as const;
type TabId = (typeof TABS)[number]['id'];

interface TabsState {
  active: TabId;
  errors: string[];
}
const LOGIN_TAB: TabsState = { active: 'login', errors: [] };

/** /login and /Login: the tagline over a gradient, and a card with the Login and Register tabs. */
export default function AuthPage() {
  const messages = useShellMessages();
  const text = useAuthMessages();
  const rtl = useLanguageStore((state) => state.direction) === 'rtl';
  useDocumentTitle(text.pageTitle);
  // The selected tab and its error area, one state: switching tabs clears the errors (spec).
  const [{ active, errors }, setTabs] = useState<TabsState>(LOGIN_TAB);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  // A request may answer after its tab was left: its messages must not land on the other tab.
  const errorsFor = (tab: TabId) => (next: string[]) =>
    setTabs((current) => (current.active === tab ? { active: tab, errors: next } : current));

  const select = (id: TabId, focus = false) => {
    if (id !== active) setTabs({ active: id, errors: [] });
    if (focus) tabRefs.current[id]?.focus();
  };

  // Every visit to /login or /Login opens on the Login tab. The nav's Login link navigates while
  // this page is showing (same route, no remount): the new location key marks the visit.
  const { key: visit } = useLocation();
  const [visitShown, setVisitShown] = useState(visit);
  if (visit !== visitShown) {
    setVisitShown(visit);
    setTabs(LOGIN_TAB);
  }

  // WAI-ARIA tabs: arrows move between tabs (and select them), Home/End jump to the ends.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const last = TABS.length - 1;
    const forward = index === last ? 0 : index + 1;
    const backward = index === 0 ? last : index - 1;
    // In Arabic the tabs run right to left: the left arrow goes to the next one.
    const next: Record<string, number> = {
      ArrowRight: rtl ? backward : forward,
      ArrowLeft: rtl ? forward : backward,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[target];
    if (tab) select(tab.id, true);
  };

  return (
    <section className="auth-hero" aria-labelledby="auth-tagline">
      <h1 id="auth-tagline" className="auth-hero__tagline">
        {messages.tagline}
      </h1>
      <div className="auth-card">
        <div role="tablist" aria-label={text.tabsLabel} className="auth-tabs">
          {TABS.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`auth-panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              className="auth-tabs__tab"
              onClick={() => select(tab.id)}
              onKeyDown={onTabKeyDown}
            >
              {text[tab.label]}
            </button>
          ))}
        </div>
        {TABS.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`auth-panel-${tab.id}`}
            aria-labelledby={`auth-tab-${tab.id}`}
            hidden={active !== tab.id}
            className="auth-panel"
          >
            {active === tab.id &&
              (tab.id === 'login' ? (
                <LoginForm errors={errors} onErrors={errorsFor('login')} />
              ) : (
                <RegisterForm errors={errors} onErrors={errorsFor('register')} />
              ))}
          </div>
        ))}
      </div>
    </section>
  );
}
