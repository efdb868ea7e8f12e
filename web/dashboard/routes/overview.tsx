import { useQuery } from "@tanstack/react-query";
import { FileText, FolderKanban, Images, Newspaper } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/dashboard/components/ui/tabs";
import { useProfile } from "@/dashboard/features/auth/api/get-profile";
import { adminBannersQuery } from "@/dashboard/features/banners/api/get-admin-banners";
import { adminBlogsQuery } from "@/dashboard/features/blogs/api/get-admin-blogs";
import { messagesQuery } from "@/dashboard/features/messages/api/get-messages";
import { ApprovalCard } from "@/dashboard/features/overview/components/approval-card";
import { ItemList } from "@/dashboard/features/overview/components/item-list";
import { adminNewsEventsQuery } from "@/dashboard/features/news-events/api/get-admin-news-events";
import { MessagesCard } from "@/dashboard/features/overview/components/messages-card";
import { LeadFiguresCard } from "@/dashboard/features/messages/components/lead-figures-card";
import { OverviewFilters } from "@/dashboard/features/overview/components/overview-filters";
import { StatCard } from "@/dashboard/features/overview/components/stat-card";
import type { OverviewFilter } from "@/dashboard/features/overview/lib/overview-items";
import { combine, toSource } from "@/dashboard/features/overview/lib/overview-source";
import { adminProjectsQuery } from "@/dashboard/features/projects/api/get-admin-projects";
import { UpcomingCard } from "@/dashboard/components/publishing/upcoming-card";
import { canUseMenu, MENU_IDS } from "@/shared/lib/contract";

/**
 * /dashboard (docs/product.md §2 "Overview screen"). Each list is fetched only when the designation has its
 * menu id (docs/product.md §6); the others show "Not available for your designation" (docs/decisions.md).
 */
export function Component() {
  const designation = useProfile().data?.designation ?? "";
  const may = (...ids: string[]) => canUseMenu(designation, ...ids);
  const [filter, setFilter] = useState<OverviewFilter>({ q: "", status: "" });

  const canProjects = may(MENU_IDS.projects);
  const canBlogs = may(MENU_IDS.blogs);
  const canBanners = may(MENU_IDS.banners);
  const canNews = may(MENU_IDS.newsEvents);
  const canMessages = may(MENU_IDS.messages, MENU_IDS.inbox);

  const projects = toSource(useQuery({ ...adminProjectsQuery(), enabled: canProjects }), canProjects, (p) => ({
    id: p.uniId, title: p.name, description: p.title || p.location, status: p.status, createdAt: p.createdAt,
  }));
  const blogs = toSource(useQuery({ ...adminBlogsQuery(), enabled: canBlogs }), canBlogs, (b) => ({
    id: b.uniId, title: b.title, description: b.mainDescription[0], status: b.status, createdAt: b.createdAt,
  }));
  const banners = toSource(useQuery({ ...adminBannersQuery(), enabled: canBanners }), canBanners, (b) => ({
    id: b.uniId, title: b.title, description: b.description, status: b.status, createdAt: b.createdAt,
  }));
  const news = toSource(useQuery({ ...adminNewsEventsQuery(), enabled: canNews }), canNews, (n) => ({
    id: n.uniId, title: n.title, description: n.mainDescription[0], status: n.status, createdAt: n.createdAt,
  }));
  const allMessages = useQuery({ ...messagesQuery(), enabled: canMessages });
  const messages = toSource(allMessages, canMessages, (m) => ({
    id: String(m.id), title: m.name, description: m.message, status: "", createdAt: m.createdAt,
  }));

  return (
    <>
      <PageHeader title="Dashboard" description="Welcome back! Here's what's happening." />
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard title="Projects" icon={FolderKanban} source={projects} />
          <StatCard title="Blogs" icon={FileText} source={blogs} />
          <StatCard title="Banners" icon={Images} source={banners} />
          <StatCard title="News Events" icon={Newspaper} source={news} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <MessagesCard source={messages} />
          <ApprovalCard title="Projects" source={projects} />
          <ApprovalCard title="Blogs" source={blogs} />
          <ApprovalCard title="Content" source={combine(banners, news)} />
        </div>
        {canMessages && <LeadFiguresCard leads={allMessages} />}
        <UpcomingCard />
        <OverviewFilters value={filter} onChange={setFilter} />
        <Tabs defaultValue="overview">
          <TabsList aria-label="Lists">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="projects">Projects</TabsTrigger>
            <TabsTrigger value="blogs">Blogs</TabsTrigger>
            <TabsTrigger value="content">Content</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="mt-4 grid gap-4 lg:grid-cols-2">
            <ItemList title="Recent Projects" noun="projects" singular="Project" source={projects} filter={filter} />
            <ItemList title="Recent Blogs" noun="blogs" singular="Blog" source={blogs} filter={filter} />
          </TabsContent>
          <TabsContent value="projects" className="mt-4">
            <ItemList title="Projects" noun="projects" singular="Project" source={projects} filter={filter} />
          </TabsContent>
          <TabsContent value="blogs" className="mt-4">
            <ItemList title="Blogs" noun="blogs" singular="Blog" source={blogs} filter={filter} />
          </TabsContent>
          <TabsContent value="content" className="mt-4 grid gap-4 lg:grid-cols-2">
            <ItemList title="Banners" noun="banners" singular="Banner" source={banners} filter={filter} />
            <ItemList title="News Events" noun="news events" singular="News Event" source={news} filter={filter} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
