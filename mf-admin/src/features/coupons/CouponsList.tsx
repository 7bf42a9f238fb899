import { Link, useDocumentTitle } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { editMessages } from '../../components/resource-list/messages';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminCoupon } from '@academy/contract';
import { couponsApi } from './api';
import { useCourseChoices } from './course-names';
import { DeactivateInstead } from './DeactivateInstead';
import { couponsMessages } from './messages';

const text = couponsMessages;

function discountOf(coupon: AdminCoupon): string {
  if (coupon.percent_off !== null) return text.percentLine(coupon.percent_off);
  return text.amountLine(
    coupon.amount_off_usd ?? 0,
    coupon.amount_off_le ?? 0,
    coupon.amount_off_sr ?? 0,
  );
}

function rowActions(coupon: AdminCoupon) {
  return (
    <div className="admin-row-actions">
      <Link to={String(coupon.id)} aria-label={editMessages.linkLabel(coupon.title)}>
        {editMessages.link}
      </Link>
      <DeleteRecordButton
        api={couponsApi}
        record={coupon}
        name={coupon.title}
        refusalActions={(close) => <DeactivateInstead coupon={coupon} close={close} />}
      />
    </div>
  );
}

/** /Admin/coupons: every coupon, newest first, searchable by title. */
export function CouponsList() {
  useDocumentTitle(text.title);
  const courses = useCourseChoices();
  const columns = useMemo<ColumnDef<AdminCoupon>[]>(() => {
    const names = new Map((courses.data ?? []).map((course) => [course.id, course.name]));
    return [
      { accessorKey: 'title', header: text.titleField, enableSorting: true },
      { id: 'discount', header: text.discount, cell: ({ row }) => discountOf(row.original) },
      {
        accessorKey: 'course',
        header: text.course,
        cell: ({ row }) =>
          row.original.course === null
            ? text.allCourses
            : (names.get(row.original.course) ?? `#${row.original.course}`),
      },
      {
        accessorKey: 'expires_at',
        header: text.expiresAt,
        enableSorting: true,
        cell: ({ row }) =>
          row.original.expires_at ? new Date(row.original.expires_at).toLocaleString() : text.never,
      },
      {
        accessorKey: 'usage_limit',
        header: text.usageLimit,
        cell: ({ row }) => row.original.usage_limit ?? text.unlimited,
      },
      { accessorKey: 'used', header: text.used, enableSorting: true },
      {
        accessorKey: 'active',
        header: text.active,
        cell: ({ row }) => (row.original.active ? text.activeYes : text.activeNo),
      },
    ];
  }, [courses.data]);
  return (
    <section aria-labelledby="admin-coupons-title">
      <header className="admin-section-header">
        <h1 id="admin-coupons-title">{text.title}</h1>
        <Link to="new" className="admin-button">
          {text.add}
        </Link>
      </header>
      <ResourceList
        api={couponsApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-created_at"
        rowActions={rowActions}
      />
    </section>
  );
}
