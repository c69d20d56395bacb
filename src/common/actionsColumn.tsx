import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';

/** A DataTable's last column: each row's action buttons, right-aligned; it sorts nothing. */
export function actionsColumn<T extends RaRecord>(label: string, render: (record: T) => ReactNode) {
  return <DataTable.Col<T> label={label} disableSort align="right" render={render} />;
}
