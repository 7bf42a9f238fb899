import { useDocumentTitle, useLocation, useNavigate } from '@academy/shared';

import { SelectField } from '../../components/resource-form/SelectField';
import { categoriesMessages } from '../categories/messages';
import { BankList } from './BankList';
import { questionBanksMessages } from './messages';
import { useCategoryNames } from './use-categories';
import './question-banks.css';
import { LoadFailed } from '../../components/resource-list/LoadFailed';

const text = questionBanksMessages;

/** The category shown: `?category=` (kept in the address, so Back returns to it), else the first. */
export function categoryIn(search: string, names: readonly string[]): string | undefined {
  const asked = new URLSearchParams(search).get('category');
  return names.find((name) => name === asked) ?? names[0];
}

/** /Admin/question-banks: a category's topics and exams. */
export function BanksPage() {
  useDocumentTitle(text.title);
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useCategoryNames();
  const names = categories.data ?? [];
  const category = categoryIn(location.search, names);

  let body;
  if (categories.isPending)
    body = (
      <p className="admin-list__status" role="status">
        {text.loadingCategories}
      </p>
    );
  else if (categories.isError)
    body = <LoadFailed things={categoriesMessages.things} retry={categories.refetch} />;
  else if (!category) body = <p>{text.noCategories}</p>;
  else
    body = (
      <>
        <SelectField
          label={text.categoryLabel}
          name="category"
          value={category}
          options={names.map((name) => ({ value: name, label: name }))}
          onChange={(next) => navigate(`?category=${encodeURIComponent(next)}`, { replace: true })}
        />
        {/* key: another category is another list (its search, page and order start afresh). */}
        <BankList key={`topics-${category}`} kind="topics" category={category} />
        <BankList key={`exams-${category}`} kind="exams" category={category} />
      </>
    );

  return (
    <section aria-labelledby="admin-question-banks-title" className="admin-banks">
      <header className="admin-section-header">
        <h1 id="admin-question-banks-title">{text.title}</h1>
      </header>
      {body}
    </section>
  );
}
