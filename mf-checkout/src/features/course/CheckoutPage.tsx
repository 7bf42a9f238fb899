import { notify, selectUserId, Spinner, useAuthStore, type Course } from '@academy/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { messages } from '../../messages';
import { fetchCourse, fetchPaidCheck } from './api';
import { CourseOverview, type Purchase } from './CourseOverview';
import './checkout.css';

type Loaded<T> = { key: string; value: T } | { key: string; failed: true };

const warnLoadFailed = (error: unknown) => {
  console.error('[checkout] could not load the course', error);
  notify.warning(messages.loadFailed);
};

/** /Checkout/:courseId: loads the course and, for a learner, whether they already paid. */
export function CheckoutPage() {
  const courseId = useParams().courseId ?? '';
  const userId = useAuthStore(selectUserId);
  const [course, setCourse] = useState<Loaded<Course> | null>(null);
  const [paid, setPaid] = useState<Loaded<boolean> | null>(null);
  const paidKey = `${userId}/${courseId}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchCourse(courseId, controller.signal).then(
      (value) => setCourse({ key: courseId, value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        warnLoadFailed(error);
        setCourse({ key: courseId, failed: true });
      },
    );
    return () => controller.abort();
  }, [courseId]);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    const key = `${userId}/${courseId}`;
    fetchPaidCheck(userId, courseId, controller.signal).then(
      (value) => setPaid({ key, value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        warnLoadFailed(error);
        setPaid({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [userId, courseId]);

  const current = course?.key === courseId ? course : null;
  if (!current) return <Spinner label={messages.loading} />;
  if ('failed' in current) {
    return <p className="checkout-failed">{messages.notLoaded}</p>;
  }

  const check = paid?.key === paidKey ? paid : null;
  // A failed paid check leaves the learner where an unpaid one would be; the server decides.
  const purchase: Purchase =
    userId === null
      ? 'visitor'
      : !check
        ? 'checking'
        : 'value' in check && check.value
          ? 'paid'
          : 'unpaid';

  return <CourseOverview course={current.value} purchase={purchase} />;
}
