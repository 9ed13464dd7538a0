import { Button } from '@/components/ui/button';

/** Edit and Remove at the end of an admin table row, named after the row for screen readers. */
export function EditRemoveActions({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </div>
  );
}
