import { describe, expect, it } from "vitest";
import { detailsBody, detailsDefaults, detailsFormSchema } from "@/dashboard/features/projects/lib/details-form";

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/png" });
const filled = () => ({
  ...detailsDefaults("PRJ-1"),
  headerImage: { existing: [], added: [file("h1.png"), file("h2.png")] },
  floorPlan: { existing: [], added: [file("plan.png")] },
  historyImage: { existing: [], added: [file("site.png")] },
  brochure: { existing: [], added: [new File(["%PDF-1.4"], "b.pdf", { type: "application/pdf" })] },
  description: "One.\n\n Two. ",
  address: "Plot 7",
  landarea: "10 Katha",
  facing: "South",
  road: "40 ft",
  unitPerFloor: "2",
  apartmentSize: "1850 sft",
  storied: "G+9",
  lift: "1",
  parking: "Basement",
  commonFeatures: "Generator\nRoof garden",
  apartmentContains: "3 bedrooms",
  youtubeEmbededLink: "https://www.youtube.com/embed/abc123XYZ\n\n",
  number: "01711-000000",
  map: "https://www.google.com/maps/embed?pb=1",
});

/** docs/product.md §5 "Add project details" / "Edit project details", as the dashboard form checks and sends them. */
describe("project details form rules", () => {
  it("shows every required field's message at once on an empty add form", () => {
    const r = detailsFormSchema("create").safeParse(detailsDefaults("PRJ-1"));
    const messages = new Set(r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
    expect([...messages].sort()).toEqual(
      [
        "headerImage: Header Image is required",
        "description: Description is required",
        "address: Address is required",
        "landarea: Land Area is required",
        "facing: Facing is required",
        "road: Road is required",
        "unitPerFloor: Unit Per Floor is required",
        "apartmentSize: Apartment Size is required",
        "storied: Storied is required",
        "lift: Lift is required",
        "parking: Parking is required",
        "commonFeatures: Common Features is required",
        "apartmentContains: Apartment Contains is required",
        "floorPlan: Floor Plan is required",
        "historyImage: History Image is required",
        "brochure: Brochure is required",
        "number: Number is required",
        "map: Map is required",
      ].sort(),
    );
  });

  it("requires nothing on edit", () => {
    expect(detailsFormSchema("edit").safeParse(detailsDefaults("PRJ-1")).success).toBe(true);
  });

  it("sends lists as JSON with blank lines dropped, and every file", () => {
    const r = detailsFormSchema("create").safeParse(filled());
    expect(r.success).toBe(true);
    const body = detailsBody(r.data!, "create");
    expect(JSON.parse(body.get("description") as string)).toEqual(["One.", "Two."]);
    expect(JSON.parse(body.get("youtubeEmbededLink") as string)).toEqual(["https://www.youtube.com/embed/abc123XYZ"]);
    expect(body.get("foreignKey")).toBe("PRJ-1");
    expect(body.getAll("headerImage")).toHaveLength(2);
    expect(body.has("keep")).toBe(false);
  });

  it("on edit, names the stored files still shown in keep and empties cleared lists", () => {
    const values = { ...detailsDefaults("PRJ-1"), headerImage: { existing: ["/im/projectImages/b.png"], added: [] }, youtubeEmbededLink: "" };
    const r = detailsFormSchema("edit").safeParse(values);
    const body = detailsBody(r.data!, "edit");
    expect(JSON.parse(body.get("keep") as string)).toEqual({ headerImage: ["/im/projectImages/b.png"], floorPlan: [], historyImage: [], brochure: [] });
    expect(body.get("youtubeEmbededLink")).toBe("");
    expect(body.getAll("headerImage")).toEqual([]);
  });
});
