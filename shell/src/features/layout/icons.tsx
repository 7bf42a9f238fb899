// Small inline icons (no icon font, no extra request). All decorative: the links and buttons
// that hold them carry the accessible name.
interface IconProps {
  className?: string;
}

const base = { 'aria-hidden': true, focusable: false, width: 24, height: 24 } as const;

export function LogoMark({ className }: IconProps) {
  return (
    <svg {...base} viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#0b4f8a" />
      <path d="M32 12 8 24l24 12 24-12zM18 31v10c0 4 6 9 14 9s14-5 14-9V31l-14 7z" fill="#f0a202" />
    </svg>
  );
}

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

export function FacebookIcon() {
  return (
    <svg {...base} viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.4 4C12 4 10.5 5.5 10.5 8.1v2.4H8v3h2.5V21z"
      />
    </svg>
  );
}

export function YouTubeIcon() {
  return (
    <svg {...base} viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"
      />
    </svg>
  );
}

export function LinkedInIcon() {
  return (
    <svg {...base} viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 8.5h3V21H3zM9 8.5h2.9v1.7h.1c.4-.8 1.4-1.9 3.2-1.9 3.1 0 3.8 2 3.8 4.7V21h-3v-6.1c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21H9z"
      />
    </svg>
  );
}

export function WhatsAppIcon() {
  return (
    <svg {...base} viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.5 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5zm0 17.1a7.7 7.7 0 0 1-3.9-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.7 7.7 0 1 1 12 19.6zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1s.2-1 .1-1.1l-.4-.3z"
      />
    </svg>
  );
}
