import { ADMIN_MAX_PAGE_SIZE } from '@academy/contract/rules';
import { useQuery } from '@academy/shared';
import { useEffect } from 'react';

import { categoriesApi } from '../categories/api';
import { adminQuestionBankShape, BANK_KINDS, bankApis } from './api';
import { fetchAll } from '../../lib/fetch-all';

/** Every category's name, A to Z (banks and blueprints are filed under one). */
export function useCategoryNames() {
  return useQuery({
    queryKey: [...categoriesApi.keys.lists, 'names'],
    queryFn: async ({ signal }) => {
      const page = await categoriesApi.list(
        { page: 1, pageSize: ADMIN_MAX_PAGE_SIZE, search: '', ordering: 'name' },
        signal,
      );
      return page.results.map((category) => category.name);
    },
    meta: { onError: (error) => console.error('[admin] could not load the categories', error) },
  });
}

/** The question screens' last category, per browser (a staff member works on one at a time). */
const LAST_CATEGORY = 'admin.question-category';
const stored = () => {
  try {
    return localStorage.getItem(LAST_CATEGORY);
  } catch {
    return null; // storage refused (a private window): the busiest category
  }
};

/** The name of the category whose banks hold the most questions (the first, A to Z, of a tie). */
async function busiest(names: readonly string[], signal: AbortSignal) {
  const questions = new Map<string, number>();
  for (const kind of BANK_KINDS)
    for (const bank of await fetchAll(kind, adminQuestionBankShape, {}, signal))
      questions.set(bank.category, (questions.get(bank.category) ?? 0) + bank.questions_count);
  const count = (name: string) => questions.get(name) ?? 0;
  return names.reduce((best, name) => (count(name) > count(best) ? name : best), names[0] ?? '');
}

/**
 * The category a question screen shows: the address's (`?category=`, so Back returns to it), else
 * the one last shown in this browser, else the one with the most questions; remembered.
 */
export function useQuestionCategory(asked: string | null | undefined) {
  const categories = useCategoryNames();
  const names = categories.data ?? [];
  const known = [asked, stored()].find((name) => name && names.includes(name)) ?? undefined;
  const fallback = useQuery({
    queryKey: [...bankApis.topics.keys.all, 'busiest-category', names],
    queryFn: ({ signal }) => busiest(names, signal),
    enabled: categories.isSuccess && !known,
    meta: { onError: (error) => console.error('[admin] could not count the questions', error) },
  });
  const category = known ?? (fallback.isError ? names[0] : fallback.data);
  useEffect(() => {
    try {
      if (category) localStorage.setItem(LAST_CATEGORY, category);
    } catch {
      // storage refused: nothing remembered
    }
  }, [category]);
  return { categories, names, category };
}
