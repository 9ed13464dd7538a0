'use client';

import { useQuery } from '@tanstack/react-query';
import { startCopyAction } from '@/lib/copy/actions';
import { fetchCopyPreview } from '@/lib/copy/queries';
import { CopyDialog, type CopyDialogProps } from './copy-dialog';
import { CopyResult } from './copy-result';
import { RecentCopies } from './recent-copies';
import { weekTemplatesOptions } from '@/lib/week-templates/queries';

type Props = Omit<CopyDialogProps, 'readPreview' | 'startCopy' | 'renderResult' | 'renderRecent' | 'templates'>;

/** The copy dialog wired to the app: the preview route, the start action, the result's progress, the recent copies, the week templates. */
export function CopyFlow(props: Props) {
  const templates = useQuery(weekTemplatesOptions(props.organizationId)).data ?? [];
  return (
    <CopyDialog
      {...props}
      templates={templates}
      readPreview={fetchCopyPreview}
      startCopy={startCopyAction}
      renderResult={(copyId) => <CopyResult organizationId={props.organizationId} copyId={copyId} timeZone={props.timeZone} />}
      renderRecent={(open) => <RecentCopies organizationId={props.organizationId} timeZone={props.timeZone} onOpen={open} />}
    />
  );
}
