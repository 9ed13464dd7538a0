'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { EditRemoveActions } from './edit-remove-actions';

// One card of an admin page (entry points, templates, saved conversations): a titled region with
// an Add button, and either an empty state or a table whose rows end with Edit and Remove.

export type AdminColumn<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean; className?: string };

export type AdminTableCardProps<R> = {
  /** Names the region (`<id>-title`) and the table's caption. */
  id: string;
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  empty: { icon: ReactNode; title: string; description: string };
  columns: readonly AdminColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  rowTestId: (row: R) => string;
  /** How Edit and Remove name the row to a screen reader. */
  rowName: (row: R) => string;
  onEdit: (row: R) => void;
  onRemove: (row: R) => void;
};

export function AdminTableCard<R>({ id, title, description, addLabel, onAdd, empty, columns, rows, rowKey, rowTestId, rowName, onEdit, onRemove }: AdminTableCardProps<R>) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader
        title={<span id={`${id}-title`}>{title}</span>}
        description={description}
        actions={
          <Button size="sm" icon={<PlusIcon size={14} />} onClick={onAdd}>
            {addLabel}
          </Button>
        }
      />
      {rows.length === 0 ? (
        <EmptyState compact icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <TableContainer bordered={false}>
          <Table>
            <TableCaption>{title}</TableCaption>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column.header}>{column.header}</TableHeaderCell>
                ))}
                <TableHeaderCell align="right" pinned>
                  <span className="sr-only">Actions</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} data-testid={rowTestId(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.header} numeric={column.numeric} className={column.className}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  <TableCell align="right" pinned>
                    <EditRemoveActions name={rowName(row)} onEdit={() => onEdit(row)} onRemove={() => onRemove(row)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
