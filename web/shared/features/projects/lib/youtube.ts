const EMBED_PATH = /^\/embed\/([A-Za-z0-9_-]{6,20})$/;
const HOSTS = /^(www\.)?youtube(-nocookie)?\.com$/;

/**
 * The player address for a stored YouTube embed link, or null if it is not one. It plays on the
 * privacy-enhanced host (no cookies until played) and starts at once, since it is only created
 * after the visitor pressed play.
 */
export function youtubePlayerSrc(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const id = EMBED_PATH.exec(url.pathname)?.[1];
  if (url.protocol !== "https:" || !HOSTS.test(url.hostname) || !id) return null;
  const player = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  url.searchParams.forEach((value, key) => player.searchParams.set(key, value));
  player.searchParams.set("autoplay", "1");
  return player.toString();
}
