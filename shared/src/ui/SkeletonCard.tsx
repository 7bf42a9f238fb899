import './ui.css';

/** A grey card shown while a list loads; hidden from screen readers (the list announces busy). */
export function SkeletonCard() {
  return (
    <div className="ac-card ac-skeleton-card" aria-hidden="true">
      <div className="ac-skeleton ac-skeleton--image" />
      <div className="ac-skeleton ac-skeleton--line" />
      <div className="ac-skeleton ac-skeleton--line ac-skeleton--short" />
    </div>
  );
}
