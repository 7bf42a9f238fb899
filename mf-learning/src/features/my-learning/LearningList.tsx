import type { ReactNode } from 'react';

interface LearningListProps<Item extends { id: number | string }> {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  items: readonly Item[];
  /** While there is none: what to say, and where to go to get some (a link) when there is. */
  empty: { text: string; link?: ReactNode };
  /** The list's class; its items' (`itemClassName`). */
  className: string;
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}

/** A section of My learning: its heading, then its list, or what to do while it is empty. */
export function LearningList<Item extends { id: number | string }>({
  titleId,
  title,
  items,
  empty,
  className,
  itemClassName,
  children,
}: LearningListProps<Item>) {
  let content: ReactNode;
  if (items.length > 0) {
    content = (
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    );
  } else if (empty.link) {
    content = (
      <div className="my-learning__empty">
        <p>{empty.text}</p>
        {empty.link}
      </div>
    );
  } else {
    content = <p className="my-learning__empty">{empty.text}</p>;
  }
  return (
    <section className="my-learning__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {content}
    </section>
  );
}
