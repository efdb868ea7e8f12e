import { newsEventCreate, newsEventUpdate } from "../contract/news-events";
import { contentRoutes } from "./content-routes";

/** /api/news-event: the blog routes plus a `tag` ("news" or "event"), carried by its schemas. */
export const newsEvents = contentRoutes("news_event", { create: newsEventCreate, update: newsEventUpdate });
