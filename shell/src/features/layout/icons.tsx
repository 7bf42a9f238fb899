// Small inline icons (no icon font, no extra request) for the top bar's controls. All decorative:
// the links and buttons that hold them carry the accessible name. The logo is the site's icon
// (public/favicon.svg, as index.html paints it) and the footer's are public/social-icons.svg.
interface IconProps {
  className?: string;
}

const base = { 'aria-hidden': true, focusable: false, width: 24, height: 24 } as const;

export function UserIcon({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 24 24" className={className}>
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="9.5" r="3.5" fill="currentColor" />
      <path d="M5.5 18.5c1.4-2.6 3.8-4 6.5-4s5.1 1.4 6.5 4" fill="currentColor" />
    </svg>
  );
}

export function MenuIcon({ open, className }: IconProps & { open: boolean }) {
  return (
    <svg {...base} viewBox="0 0 24 24" className={className}>
      {open ? (
        <path
          d="M6 6l12 12M18 6 6 18"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** One of public/social-icons.svg's drawings: a cached file, not bytes of the page's script. */
export function SocialIcon({ name }: { name: 'facebook' | 'youtube' | 'linkedin' | 'whatsapp' }) {
  return (
    <svg {...base} viewBox="0 0 24 24">
      <use href={`/social-icons.svg#${name}`} />
    </svg>
  );
}
