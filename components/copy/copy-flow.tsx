'use client';

import { startCopyAction } from '@/lib/copy/actions';
import { fetchCopyPreview } from '@/lib/copy/queries';
import { CopyDialog, type CopyDialogProps } from './copy-dialog';
import { CopyResult } from './copy-result';

type Props = Omit<CopyDialogProps, 'readPreview' | 'startCopy' | 'renderResult'>;

/** The copy dialog wired to the app: the preview route, the start action, the result's progress. */
export function CopyFlow(props: Props) {
  return (
    <CopyDialog
      {...props}
      readPreview={fetchCopyPreview}
      startCopy={startCopyAction}
      renderResult={(copyId) => <CopyResult organizationId={props.organizationId} copyId={copyId} timeZone={props.timeZone} />}
    />
  );
}
