import { SkeletonCard } from './SkeletonCard';
import './ui.css';

export interface SkeletonCardListProps {
  count: number;
  /** Names the busy list for screen readers, e.g. 'Loading the courses'. */
  label: string;
  /** The loaded list's class, so the placeholders sit in the same grid. */
  className?: string;
}

/**
 * Grey cards while a list of cards loads: a list marked busy and named for what is loading (a
 * list may carry a name; a plain div may not, which axe reports as aria-prohibited-attr).
 */
export function SkeletonCardList({ count, label, className }: SkeletonCardListProps) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
