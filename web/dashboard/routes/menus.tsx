import { useQuery } from "@tanstack/react-query";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { useDeleteMenu } from "@/dashboard/features/menus/api/delete-menu";
import { menusQuery } from "@/dashboard/features/menus/api/get-menus";
import { menuTable } from "@/dashboard/features/menus/components/menu-columns";
import { MenuForm } from "@/dashboard/features/menus/components/menu-form";
import { menuRows } from "@/dashboard/features/menus/lib/menu-rows";

/** Menus (docs/product.md §2 "Menus list"): /dashboard/settings/menu, set001a. Menus and submenus, create, edit, delete. */
export function Component() {
  const list = useQuery({ ...menusQuery(), select: menuRows });
  const remove = useDeleteMenu();
  const parents = (list.data ?? []).filter((r) => !r.parent).map((r) => ({ uni_id: r.uni_id, name: r.name }));

  return (
    <ManageScreen
      title="Menus"
      description="The dashboard's sidebar: menus, their submenus and icons. A menu's uni_id is its permission id."
      list={list}
      resource="menus"
      table={{
        ...menuTable,
        empty: "No menus yet. Add the first with Add Menu.",
      }}
      create={{ label: "Add Menu", title: "Add Menu", render: () => <MenuForm parents={parents} /> }}
      edit={{ title: "Edit Menu", render: (row) => <MenuForm row={row} parents={parents} /> }}
      remove={{ run: (row) => remove.mutateAsync(row.uni_id) }}
    />
  );
}
