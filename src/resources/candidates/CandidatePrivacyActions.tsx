// A candidate's rights, in their edit popup (docs/privacy.md): "Download their data" (a JSON file
// with the resume inside, or a zip of it and the resume PDF) for members who may export
// candidates, and "Erase this candidate" for owners and admins. On the platform, neither.
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../audit/saveFile';
import { useMay } from '../../authProvider/useMay';
import { useNotifyError } from '../../common/useNotifyError';
import type { CandidateDataFormat } from '../../dataProvider/candidatePrivacy';
import type { AppDataProvider, Candidate } from '../../dataProvider/types';
import { EraseCandidateDialog } from './EraseCandidateDialog';

export interface CandidatePrivacyActionsProps {
  candidate: Candidate;
  /** after the candidate was erased: the popup that shows them closes */
  onErased(): void;
}

export function CandidatePrivacyActions({ candidate, onErased }: CandidatePrivacyActionsProps) {
  const may = { download: useMay('privacy', 'export'), erase: useMay('privacy', 'erase') };
  const translate = useTranslate();
  const [erasing, setErasing] = useState(false);
  const name = candidate.name?.trim() || candidate.cand_id || String(candidate.id);
  return (
    <>
      {may.download ? <DownloadButton candidate={candidate} name={name} /> : null}
      {may.erase ? (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteForeverIcon />}
          title={translate('app.privacy.erase_label', { name })}
          onClick={() => setErasing(true)}
        >
          {translate('app.privacy.erase')}
        </Button>
      ) : null}
      {erasing ? (
        <EraseCandidateDialog
          open
          candidate={candidate}
          onClose={() => setErasing(false)}
          onErased={() => {
            setErasing(false);
            onErased();
          }}
        />
      ) : null}
    </>
  );
}

/** "Download their data", then the format: JSON (the default) or the zip with the resume PDF. */
function DownloadButton({ candidate, name }: { candidate: Candidate; name: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (format: CandidateDataFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { content, filename } = await dataProvider.candidateData(candidate.id, format);
      saveFile(content, filename);
      notify('app.privacy.downloaded', { type: 'info', messageArgs: { name } });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        title={translate('app.privacy.download_label', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.privacy.download')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download('json')}>
          {translate('app.privacy.download_json')}
        </MenuItem>
        <MenuItem onClick={() => void download('zip')}>
          {translate('app.privacy.download_zip')}
        </MenuItem>
      </Menu>
    </>
  );
}
