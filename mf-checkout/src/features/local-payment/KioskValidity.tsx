import { useLocale } from '@academy/shared';
import { useEffect, useState } from 'react';

import { useCheckoutMessages } from '../../messages';

const VALID_UNTIL: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** How often the time left is worked out again: it is shown in whole minutes. */
export const KIOSK_TICK_MS = 30_000;

/** Whole minutes from `now` to `expiresAt`, rounded up (0 once it has passed). */
export function minutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}

export interface KioskValidityProps {
  expiresAt: string;
  /** Called once when the reference's time runs out (the page asks the server again). */
  onExpired: () => void;
}

/**
 * How long a kiosk reference stays valid: its expiry time and the time left. The time left is
 * not a live region (aria-live="off" inside the page's polite one): a screen reader reads it when
 * the learner reaches it rather than every time the minute changes (docs/payments.md).
 */
export function KioskValidity({ expiresAt, onExpired }: KioskValidityProps) {
  const messages = useCheckoutMessages();
  const locale = useLocale();
  const expiry = new Date(expiresAt);
  const [now, setNow] = useState(() => new Date());
  const left = minutesLeft(expiry, now);
  const expired = left === 0;

  useEffect(() => {
    if (expired) {
      onExpired();
      return undefined;
    }
    const timer = window.setInterval(() => setNow(new Date()), KIOSK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [expired, onExpired]);

  return (
    <>
      <p>{messages.kioskValidUntil(new Intl.DateTimeFormat(locale, VALID_UNTIL).format(expiry))}</p>
      <p aria-live="off" className="checkout__time-left">
        <time dateTime={`PT${left}M`}>
          {messages.kioskTimeLeft(Math.floor(left / 60), left % 60)}
        </time>
      </p>
    </>
  );
}
