// How far two people agree when they review the same answer: the yardstick for the AI's figures
// (an AI that agrees with people as well as they agree with each other does its job).
import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { AgreementFigures } from '../dataProvider/types';
import { AgreementFigureCards } from './AgreementFigureCards';

export function HumanAgreement({ figures }: { figures: AgreementFigures }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Typography id={headingId} variant="h6" component="h2">
          {translate('app.scoring.human_human')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.scoring.human_human_intro')}
        </Typography>
      </Box>
      {figures.n === 0 ? (
        <Alert severity="info">{translate('app.scoring.human_human_empty')}</Alert>
      ) : (
        <>
          {figures.too_few && (
            <Alert severity="warning">{translate('app.scoring.human_human_too_few')}</Alert>
          )}
          <AgreementFigureCards
            figures={figures}
            label="app.scoring.human_human_label"
            pairsHint="app.scoring.human_pairs_hint"
            outlined
          />
        </>
      )}
    </Box>
  );
}
