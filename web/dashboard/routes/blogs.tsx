import { useCreateBlog } from "@/dashboard/features/blogs/api/create-blog";
import { useDeleteBlog } from "@/dashboard/features/blogs/api/delete-blog";
import { useAdminBlogs } from "@/dashboard/features/blogs/api/get-admin-blogs";
import { useUpdateBlog } from "@/dashboard/features/blogs/api/update-blog";
import { ContentScreen } from "./content-screen";

/** Manage Blogs (docs/product.md §2): /dashboard/blogs, menu blo005. */
export function Component() {
  return (
    <ContentScreen
      type="blog"
      title="Manage Blogs"
      addLabel="Add Blog"
      noun="Blog"
      loadError="Failed to fetch admin blogs"
      list={useAdminBlogs()}
      create={useCreateBlog()}
      update={useUpdateBlog()}
      remove={useDeleteBlog()}
      empty={
        <div className="flex flex-col items-center gap-1">
          <p className="text-base font-semibold text-ink-900">Ready to Start Blogging?</p>
          <p>Write the first blog with Add Blog.</p>
        </div>
      }
      noMatch={
        <div className="flex flex-col items-center gap-1">
          <p className="text-base font-semibold text-ink-900">No Blogs Match Your Search</p>
          <p>Try another title, status or id.</p>
        </div>
      }
    />
  );
}
