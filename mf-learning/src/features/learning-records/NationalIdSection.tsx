import { useVisitorCountry } from '@academy/shared';
import { lazy, Suspense } from 'react';

import { useMyLearningMessages } from '../my-learning/messages';
import { useLearningRecordsProfile } from './api';

// Only a learner in Saudi Arabia under NELC's profile, before saving, sees the form: the rest of
// My learning's learners never load it (the remote's first-load budget, docs/performance.md#page-weight).
const NationalIdForm = lazy(() =>
  import(/* webpackChunkName: "national-id-form" */ './NationalIdForm').then((module) => ({
    default: module.NationalIdForm,
  })),
);

/**
 * NELC knows learners by their national ID or Iqama (docs/learning-records.md): with NELC's
 * profile on, a learner in Saudi Arabia is asked for it once, with their consent. Once saved, the
 * page only says it is on file: the API never sends the number back.
 */
export function NationalIdSection() {
  const messages = useMyLearningMessages();
  const profile = useLearningRecordsProfile();
  const country = useVisitorCountry();
  if (!profile.data?.nelc) return null;
  const saved = profile.data.national_id_saved;
  if (!saved && country !== 'SA') return null;
  return (
    <section className="my-learning__section national-id" aria-labelledby="national-id-title">
      <h2 id="national-id-title">{messages.nationalIdTitle}</h2>
      {saved ? (
        <p className="national-id__on-file">{messages.nationalIdOnFile}</p>
      ) : (
        <Suspense fallback={null}>
          <NationalIdForm />
        </Suspense>
      )}
    </section>
  );
}
