// Export to CSV: the server makes a short-lived link to the export of what the list shows (its
// search, sort and interview state) and the browser downloads it, streamed to disk, whatever its
// size: the rows never pass through the page.
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider, ExportView } from '../../dataProvider/types';
import { useNotifyError } from '../../common/useNotifyError';

/** Follows a download link without leaving the page (the answer is an attachment). */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function useCandidateExport(view: ExportView) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const url = await dataProvider.candidateExportLink(view);
      if (url === null) notify('app.candidate_screen.export_unavailable', { type: 'warning' });
      else {
        download(url);
        notify('app.candidate_screen.export_started', { type: 'info' });
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
