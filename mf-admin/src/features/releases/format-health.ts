// How the releases page writes its figures: empty is a dash, never a zero that was not measured.
import type { ReleaseHealth } from '@academy/contract';

import type { RecordColumn } from '../../components/details/RecordTable';
import { releasesMessages as text } from './messages';

const NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export const formatCount = (value: number) => NUMBER.format(value);

export function formatRate(value: number | null, unknown: string): string {
  return value === null ? unknown : NUMBER.format(value);
}

/** 2600 → "2.6 s", 180 → "180 ms". */
export function formatMilliseconds(value: number | null, unknown: string): string {
  if (value === null) return unknown;
  return value >= 1000 ? `${NUMBER.format(value / 1000)} s` : `${Math.round(value)} ms`;
}

export function formatShift(value: number | null, unknown: string): string {
  return value === null ? unknown : value.toFixed(3);
}

/** 183456 → "179.2 KB" (KiB, as a file size). */
export function formatBytes(value: number | null, unknown: string): string {
  if (value === null) return unknown;
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${NUMBER.format(value / 1024)} KB`;
  return `${NUMBER.format(value / (1024 * 1024))} MB`;
}

/** The five columns of a version's health in the field (its versions, a canary's two sides). */
export function healthColumns<T>(healthOf: (row: T) => ReleaseHealth): RecordColumn<T>[] {
  const none = text.unknown;
  return [
    [text.pageViews, (row) => formatCount(healthOf(row).page_views)],
    [text.errorsPer1000, (row) => formatRate(healthOf(row).errors_per_1000, none)],
    [text.lcp, (row) => formatMilliseconds(healthOf(row).lcp_p75_ms, none)],
    [text.inp, (row) => formatMilliseconds(healthOf(row).inp_p75_ms, none)],
    [text.cls, (row) => formatShift(healthOf(row).cls_p75, none)],
  ];
}
