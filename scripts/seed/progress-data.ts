import type { progress } from "../../worker/db/schema/progress";
import { ago, spread } from "./dates";
import type { MasterName } from "./images";
import type { MediaPlan } from "./media";
import { youtubeEmbed } from "./project-details-data";
import { PROJECTS, uniIdOf } from "./projects-data";

/**
 * Issue 45 item 4's demo: a few construction updates for each project under construction, percent
 * rising with the date up to where its photo shows the site (stage-N), with the seed's own construction
 * pictures (no network). The newest update of one project waits for approval. Deterministic.
 */
type Row = typeof progress.$inferInsert;
type Stage = Row["stage"];

const STAGE_OF: [number, Stage][] = [[10, "piling"], [25, "foundation"], [60, "structure"], [80, "brickwork"], [98, "finishing"], [101, "handover"]];
const stageOf = (percent: number): Stage => STAGE_OF.find(([below]) => percent < below)![1];

const TEXT: Record<Stage, [string, string]> = {
  piling: ["Piling rigs on site; test piles passed the load test.", "সাইটে পাইলিং চলছে; টেস্ট পাইল লোড টেস্টে উত্তীর্ণ।"],
  foundation: ["Pile caps and the raft are cast; the basement walls are going up.", "পাইল ক্যাপ ও র‍্যাফট ঢালাই শেষ; বেসমেন্টের দেয়াল উঠছে।"],
  structure: ["Another floor slab cast this month; the columns above are in formwork.", "এ মাসে আরও একটি ফ্লোরের ছাদ ঢালাই হয়েছে; ওপরের কলামের সাটারিং চলছে।"],
  brickwork: ["Brickwork is rising floor by floor; the roof is cast.", "ফ্লোর ধরে ইটের কাজ এগোচ্ছে; ছাদ ঢালাই শেষ।"],
  finishing: ["Plaster, tiles and fittings are under way in the flats.", "ফ্ল্যাটগুলোতে প্লাস্টার, টাইলস ও ফিটিংসের কাজ চলছে।"],
  handover: ["Work is complete: keys are being handed over.", "কাজ শেষ: চাবি হস্তান্তর চলছে।"],
};

/** How far each site has come: where its photo shows it (stage-N), else a spread. */
function finalPercent(image: string | null, i: number): number {
  const shown = /^stage-(\d)$/.exec(image ?? "");
  return shown ? Math.min(95, 12 + Number(shown[1]) * 16 + spread(i, 6)) : 40 + spread(i, 40);
}

const dayOf = (iso: string) => iso.slice(0, 10);

export function progressRows(m: MediaPlan, now: Date): Row[] {
  let waiting = false;
  return PROJECTS.flatMap((p, i) => {
    if (p.category !== "Under Construction") return [];
    const count = 3 + spread(i, 3);
    const last = finalPercent(p.image, i);
    return Array.from({ length: count }, (_, j): Row => {
      const percent = Math.round((last * (j + 1)) / count);
      const stage = stageOf(percent);
      const at = ago(now, (count - 1 - j) * 40 + 3 + spread(i + j, 10));
      const picture = `stage-${Math.min(5, STAGE_OF.findIndex(([, s]) => s === stage))}` as MasterName;
      const newest = j === count - 1;
      const pending = newest && !waiting && (waiting = true);
      return {
        uniId: `PRG-${String(i + 1).padStart(4, "0")}-${j + 1}`,
        projectUniId: uniIdOf(i),
        date: dayOf(at),
        stage,
        percent,
        text: TEXT[stage][0],
        textBn: TEXT[stage][1],
        images: [m.img("projectImages", picture, "project"), ...(j % 2 ? [] : [m.img("projectImages", "stage-0", "project")])],
        videoLink: newest && i % 2 ? youtubeEmbed("Hs5dP8aVx3M") : "",
        status: pending ? "pending" : "approved",
        createdAt: at,
        updatedAt: at,
      };
    });
  });
}
