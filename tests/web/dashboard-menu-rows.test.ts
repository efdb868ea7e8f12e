import { describe, expect, it } from "vitest";
import { menuRows } from "../../web/dashboard/features/menus/lib/menu-rows";

const menu = (uni_id: string, subs: string[] = []) => ({
  uni_id,
  name: uni_id.toUpperCase(),
  path: `/${uni_id}`,
  icon: `/im/images/${uni_id}.png`,
  active_icon: "",
  submenus: subs.map((s) => ({ uni_id: s, name: s.toUpperCase(), path: `/${uni_id}/${s}` })),
});

/** docs/product.md §2 "Menus list": SL, Menu, Path, Icon, Active Icon, uni_id; submenus listed under their menu. */
describe("the Menus table rows", () => {
  it("lists each menu followed by its submenus, numbered 1, 1.1, 1.2, 2", () => {
    const rows = menuRows([menu("pro001", ["pro001a", "pro001b"]), menu("rep006")]);
    expect(rows.map((r) => [r.sl, r.uni_id])).toEqual([
      ["1", "pro001"],
      ["1.1", "pro001a"],
      ["1.2", "pro001b"],
      ["2", "rep006"],
    ]);
  });

  it("names a submenu's parent and gives it no icons; a menu keeps its own and counts its submenus", () => {
    const [parent, child] = menuRows([menu("set007", ["set001a"])]);
    expect(parent).toMatchObject({ parent: null, icon: "/im/images/set007.png", submenuCount: 1 });
    expect(child).toMatchObject({ parent: { uni_id: "set007", name: "SET007" }, icon: "", active_icon: "", path: "/set007/set001a" });
  });

  it("has no rows without menus", () => {
    expect(menuRows([])).toEqual([]);
  });
});
