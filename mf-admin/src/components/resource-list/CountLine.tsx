import type { AdminRecord, ResourceApi } from '../../lib/resource-api';
import { useListCount } from '../../lib/resource-queries';

/**
 * A line saying how many records a filter keeps (the messages waiting for an answer), said once
 * the count is read: on a section's dashboard card, and above its list.
 */
export function countLine<T extends AdminRecord>(
  api: ResourceApi<T, never>,
  filters: Readonly<Record<string, string>>,
  say: (count: number) => string,
) {
  return function CountLine({ className }: { className?: string }) {
    const count = useListCount(api, filters);
    if (count.data === undefined) return null;
    return <p className={className}>{say(count.data)}</p>;
  };
}
