import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";
import type { Banner } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { isVideoPath } from "@/shared/features/banners/lib/slider";

/** View Banner (docs/product.md §2): the slide as visitors will see it, with "Visit the Project" when it links to one. */
export function BannerView({ banner }: { banner: Banner }) {
  return (
    <div className="flex flex-col gap-5">
      <figure className="relative aspect-video overflow-hidden rounded-lg bg-ink-900">
        {isVideoPath(banner.imagesVideos) ? (
          <video src={banner.imagesVideos} controls muted playsInline preload="metadata" className="absolute inset-0 size-full object-cover" />
        ) : (
          <img src={banner.imagesVideos} alt="" className="absolute inset-0 size-full object-cover" />
        )}
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-900/90 to-transparent p-4 pt-16 text-white sm:p-6">
          <p className="text-xl font-bold sm:text-2xl">{banner.title}</p>
          <p className="mt-2 line-clamp-3 text-sm text-white/85">{banner.description}</p>
        </figcaption>
      </figure>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item term="Status">
          <StatusBadge status={banner.status} />
        </Item>
        <Item term="Project">{banner.project?.name ?? "None"}</Item>
        <Item term="Uni Id">{banner.uniId}</Item>
        <Item term="Last updated">{formatInDhaka(banner.updatedAt, "dateTime")}</Item>
      </dl>
      {banner.foreignKey && (
        <Button asChild className="self-start">
          <Link to={paths.project(banner.foreignKey)}>
            Visit the Project
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}
