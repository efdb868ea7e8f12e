import type { Column, TableSpec } from "@/dashboard/components/data-table/types";
import { formatPhone, type User } from "@/shared/lib/contract";

/** Manage Users (docs/product.md §2): Name, Email, Designation, Department, Username, Phone. */
const columns: Column<User>[] = [
  { id: "name", header: "Name", cell: (u) => <span className="font-medium text-ink-900">{u.name}</span>, sortValue: (u) => u.name },
  { id: "email", header: "Email", cell: (u) => <span className="break-all">{u.email}</span>, sortValue: (u) => u.email },
  { id: "designation", header: "Designation", cell: (u) => u.designation, sortValue: (u) => u.designation },
  { id: "department", header: "Department", cell: (u) => u.department, sortValue: (u) => u.department },
  { id: "username", header: "Username", cell: (u) => u.username, sortValue: (u) => u.username },
  { id: "phone", header: "Phone", cell: (u) => <span className="whitespace-nowrap">{formatPhone(u.phone)}</span> },
];

/** Manage Users' table. docs/product.md §2: the filter looks in the name, email, designation, department and username. */
export const userTable: TableSpec<User> = {
  columns,
  searchFields: (u) => [u.name, u.email, u.designation, u.department, u.username],
  searchPlaceholder: "Filter by name, email, designation, department or username",
};
