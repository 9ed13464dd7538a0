'use client';

import { startCopyAction } from '@/lib/copy/actions';
import { fetchCopyPreview } from '@/lib/copy/queries';
import { CopyDialog, type CopyDialogProps } from './copy-dialog';
import { CopyResult } from './copy-result';
import { RecentCopies } from './recent-copies';

type Props = Omit<CopyDialogProps, 'readPreview' | 'startCopy' | 'renderResult' | 'renderRecent'>;

/** The copy dialog wired to the app: the preview route, the start action, the result's progress, the recent copies. */
export function CopyFlow(props: Props) {
  return (
    <CopyDialog
      {...props}
      readPreview={fetchCopyPreview}
      startCopy={startCopyAction}
      renderResult={(copyId) => <CopyResult organizationId={props.organizationId} copyId={copyId} timeZone={props.timeZone} />}
      renderRecent={(open) => <RecentCopies organizationId={props.organizationId} timeZone={props.timeZone} onOpen={open} />}
    />
  );
}
