// /Admin/categories: the categories courses are filed under.

export const categoriesMessages = {
  title: 'Categories',
  thing: 'category',
  things: 'categories',
  add: 'Add a category',
  createTitle: 'New category',
  editTitle: (name: string) => `Rename “${name}”`,
  name: 'Name',
  nameRequired: 'Enter the category’s name.',
  created: (name: string) => `Category “${name}” was added.`,
  saved: (name: string) => `Category “${name}” was renamed.`,
};
