'use client';

import { saveWeekTemplateAction } from '@/lib/week-templates/actions';
import { SaveWeekTemplateDialog, type SaveWeekTemplateDialogProps } from './save-week-template-dialog';

/** The save dialog wired to its action. */
export function SaveWeekTemplateFlow(props: Omit<SaveWeekTemplateDialogProps, 'save'>) {
  return <SaveWeekTemplateDialog {...props} save={saveWeekTemplateAction} />;
}
