import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { ResourceRoutes } from '../../components/resource-pages/ResourceRoutes';
import { categoriesApi } from './api';
import { CategoriesList } from './CategoriesList';
import { CategoryForm } from './CategoryForm';
import { categoriesMessages } from './messages';

function EditCategory({ id }: { id: number }) {
  return (
    <RecordLoader api={categoriesApi} id={id} things={categoriesMessages.things}>
      {(record) => <CategoryForm record={record} />}
    </RecordLoader>
  );
}

/** /Admin/categories: the list, a new category, a category's new name. */
export default function CategoriesSection() {
  return (
    <ResourceRoutes
      list={<CategoriesList />}
      create={<CategoryForm record={null} />}
      edit={EditCategory}
    />
  );
}
