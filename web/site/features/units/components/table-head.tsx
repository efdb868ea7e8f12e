/** A column head: its words and classes; `false` leaves the column out (a plan without a price has no amounts). */
export type HeadCell = { label: string; className: string } | false;

/** The column heads of the flats' tables (the availability grid, a payment plan): one row of `<th scope="col">`. */
export function TableHead({ className, cells }: { className?: string; cells: HeadCell[] }) {
  return (
    <thead>
      <tr className={className}>
        {cells.map(
          (c) =>
            c && (
              <th key={c.label} scope="col" className={c.className}>
                {c.label}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
