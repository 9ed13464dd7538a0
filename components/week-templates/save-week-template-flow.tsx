'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { removeWeekTemplateAction, saveWeekTemplateAction } from '@/lib/week-templates/actions';
import { weekTemplatesOptions } from '@/lib/week-templates/queries';
import { SaveWeekTemplateDialog, type SaveWeekTemplateDialogProps } from './save-week-template-dialog';
import { SavedWeekTemplates } from './saved-week-templates';

/** The save dialog wired to its actions, with the organization's saved templates (each removable). */
export function SaveWeekTemplateFlow(props: Omit<SaveWeekTemplateDialogProps, 'save' | 'saved'>) {
  const options = weekTemplatesOptions(props.organizationId);
  const templates = useQuery(options).data ?? [];
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  return (
    <SaveWeekTemplateDialog
      {...props}
      save={saveWeekTemplateAction}
      saved={<SavedWeekTemplates organizationId={props.organizationId} templates={templates} remove={removeWeekTemplateAction} onRemoved={reread} />}
    />
  );
}
