import type { ReactNode } from "react";
import { BlogSidebar, type BlogSidebarProps } from "./blog-sidebar";

/** Blog pages: the content on the left, the sidebar on the right (below it on phones). */
export function BlogLayout({ sidebar, children }: { sidebar: BlogSidebarProps; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0">{children}</div>
        <BlogSidebar {...sidebar} />
      </div>
    </div>
  );
}
