import { describe, expect, it } from "vitest";
import { youtubePlayerSrc } from "@/shared/features/projects/lib/youtube";

describe("youtubePlayerSrc: the player that replaces the poster after a click", () => {
  it("plays on the privacy-enhanced host and starts at once", () => {
    expect(youtubePlayerSrc("https://www.youtube.com/embed/Uq3v8ZfT2pA")).toBe("https://www.youtube-nocookie.com/embed/Uq3v8ZfT2pA?autoplay=1");
  });
  it("keeps the link's own parameters", () => {
    expect(youtubePlayerSrc("https://youtube.com/embed/Uq3v8ZfT2pA?start=30")).toBe(
      "https://www.youtube-nocookie.com/embed/Uq3v8ZfT2pA?start=30&autoplay=1",
    );
  });
  it("refuses anything that is not an https YouTube embed", () => {
    for (const bad of [
      "",
      "not a url",
      "http://www.youtube.com/embed/Uq3v8ZfT2pA",
      "https://www.youtube.com/watch?v=Uq3v8ZfT2pA",
      "https://evil.example/embed/Uq3v8ZfT2pA",
      "https://www.youtube.com.evil.example/embed/Uq3v8ZfT2pA",
      "javascript:alert(1)",
    ]) {
      expect(youtubePlayerSrc(bad)).toBeNull();
    }
  });
});
