import type { ReactNode } from 'react';

/**
 * English and Arabic side by side (stacked on a phone), each in its own language and direction,
 * so a screen reader switches voice and the Arabic reads right to left whatever the page's.
 */
export function BilingualText({ english, arabic }: { english: ReactNode; arabic?: string }) {
  if (!arabic) return <>{english}</>;
  return (
    <span className="exam-bilingual">
      <span className="exam-bilingual__en" lang="en" dir="ltr">
        {english}
      </span>
      <span className="exam-bilingual__ar" lang="ar" dir="rtl">
        {arabic}
      </span>
    </span>
  );
}

/** An answer option's Arabic, beside its English (the option's label holds both). */
export function ArabicBeside({ arabic }: { arabic: string | undefined }) {
  if (!arabic) return null;
  return (
    <span className="exam-bilingual__ar" lang="ar" dir="rtl">
      {arabic}
    </span>
  );
}

/**
 * A MATCH item or answer, a HOTSPOT region's label: its English and, beside it, its Arabic (an
 * ArabicBeside), in a control or a chip; both are its name, the English first.
 */
export function BilingualRow({ english, arabic }: { english: string; arabic: ReactNode }) {
  return (
    <span className="exam-bilingual exam-bilingual--row">
      <span className="exam-bilingual__en" lang="en" dir="ltr">
        {english}
      </span>{' '}
      {arabic}
    </span>
  );
}
