import { newsEventCreate, newsEventUpdate } from "../contract/content";
import { MENU_IDS } from "../contract/roles";
import { contentRoutes } from "./content-routes";

/** /api/news-event: the blog routes plus a `tag` ("news" or "event"), carried by its schemas. */
export const newsEvent = contentRoutes({
  contentType: "news_event",
  folder: "newsEventImages",
  menu: MENU_IDS.newsEvents,
  uniIdPrefix: "NEV",
  create: newsEventCreate,
  update: newsEventUpdate,
});
