import { useLanguageStore } from '@academy/shared';

export interface DirectionArrowProps {
  /** Where the link goes in reading order: back (previous, up to the list) or forward (next). */
  to: 'back' | 'forward';
}

/**
 * The arrow of a link that goes back or forward. It points the way the text reads: back is ← in
 * English and → in Arabic, right to left (docs/design/languages.md#switch-and-direction: icons that
 * point a direction flip). A back arrow leads its link's text and a forward one follows it. Hidden
 * from screen readers: the link's words say where it goes, and its name stays those words alone.
 */
export function DirectionArrow({ to }: DirectionArrowProps) {
  const rtl = useLanguageStore((state) => state.direction === 'rtl');
  const glyph = (to === 'back') !== rtl ? '←' : '→';
  return <span aria-hidden="true">{to === 'back' ? `${glyph} ` : ` ${glyph}`}</span>;
}
