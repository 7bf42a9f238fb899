import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { ResourceRoutes } from '../../components/resource-pages/ResourceRoutes';
import { uploadMessages } from '../../components/upload/messages';
import { ACCEPT, RecordMediaField } from '../../components/upload/RecordMediaField';
import { blogBodyApi, blogsApi } from './api';
import { BlogForm } from './BlogForm';
import { BlogsList } from './BlogsList';
import { blogsMessages } from './messages';

const text = blogsMessages;

function EditBlog({ id }: { id: number }) {
  return (
    <RecordLoader api={blogsApi} id={id} things={text.things}>
      {(blog) => (
        <>
          <BlogForm record={blog} />
          <section className="admin-subsection" aria-labelledby="admin-blog-files-title">
            <h2 id="admin-blog-files-title">{uploadMessages.filesTitle}</h2>
            <p>{uploadMessages.filesIntro}</p>
            <RecordMediaField
              api={blogBodyApi}
              recordId={blog.id}
              field="image"
              kind="image"
              accept={ACCEPT.image}
              label={text.image}
              attached={blog.image ? text.imageAttached : null}
              previewUrl={blog.image}
            />
            <RecordMediaField
              api={blogBodyApi}
              recordId={blog.id}
              field="pdf"
              kind="pdf"
              accept={ACCEPT.pdf}
              label={text.pdf}
              attached={blog.pdf ? text.pdfAttached : null}
              previewUrl={blog.pdf}
            />
          </section>
        </>
      )}
    </RecordLoader>
  );
}

/** /Admin/blogs: the list, a new post, a post's page (its text and its files). */
export default function BlogsSection() {
  return (
    <ResourceRoutes list={<BlogsList />} create={<BlogForm record={null} />} edit={EditBlog} />
  );
}
