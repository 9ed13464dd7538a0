'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { scheduleRangeOptions } from '@/lib/schedule/queries';
import { removeWeekTemplateAction, saveWeekTemplateAction } from '@/lib/week-templates/actions';
import { weekTemplatesOptions } from '@/lib/week-templates/queries';
import { SaveWeekTemplateDialog, type ReadWeekItems, type SaveWeekTemplateDialogProps } from './save-week-template-dialog';
import { SavedWeekTemplates } from './saved-week-templates';

/** The save dialog wired to its actions and the schedule's read of a week, with the organization's saved templates (each removable). */
export function SaveWeekTemplateFlow(props: Omit<SaveWeekTemplateDialogProps, 'save' | 'saved' | 'readWeekItems'>) {
  const options = weekTemplatesOptions(props.organizationId);
  const templates = useQuery(options).data ?? [];
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  const readWeekItems: ReadWeekItems = async (week) => (await queryClient.fetchQuery(scheduleRangeOptions(props.organizationId, week))).items;
  return (
    <SaveWeekTemplateDialog
      {...props}
      readWeekItems={readWeekItems}
      save={saveWeekTemplateAction}
      saved={<SavedWeekTemplates organizationId={props.organizationId} templates={templates} remove={removeWeekTemplateAction} onRemoved={reread} />}
    />
  );
}
