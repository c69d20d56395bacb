// The figures of one period and scorer: a warning when there are too few pairs to mean much, the
// headline figures and (with enough pairs) what the kappa says, the heat map, the breakdowns and
// the people's agreement with each other; with no pairs at all, how to get some.
import ScoringIcon from '@mui/icons-material/GradingOutlined';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import type { Agreement } from '../dataProvider/types';
import { AgreementFigureCards } from './AgreementFigureCards';
import { kappaReading, READING_SEVERITY } from './agreementFormat';
import { AgreementHeatmap } from './AgreementHeatmap';
import { AgreementTable } from './AgreementTable';
import { HumanAgreement } from './HumanAgreement';

interface AgreementReportProps {
  agreement: Agreement;
  /** widens the filters to everything; absent when they already are */
  onShowEverything?: () => void;
}

export function AgreementReport({ agreement, onShowEverything }: AgreementReportProps) {
  const translate = useTranslate();
  const headingId = useId();

  if (agreement.n === 0) {
    return (
      <>
        <Card>
          <EmptyState
            icon={<ScoringIcon />}
            title="app.scoring.empty_title"
            body="app.scoring.empty_body"
            action={
              onShowEverything && (
                <Box
                  sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.scoring.empty_filtered')}
                  </Typography>
                  <Button variant="outlined" onClick={onShowEverything}>
                    {translate('app.scoring.show_everything')}
                  </Button>
                </Box>
              )
            }
          />
        </Card>
        {agreement.human_human.n > 0 && (
          <Card sx={{ p: 2 }}>
            <HumanAgreement figures={agreement.human_human} />
          </Card>
        )}
      </>
    );
  }

  const reading = kappaReading(agreement.weighted_kappa);
  return (
    <>
      {agreement.too_few && (
        <Alert severity="warning" data-testid="too-few">
          {translate('app.scoring.too_few')}
        </Alert>
      )}
      <Box
        component="section"
        aria-labelledby={headingId}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {translate('app.scoring.figures_label')}
        </Typography>
        <AgreementFigureCards
          figures={agreement}
          label="app.scoring.figures_label"
          pairsHint="app.scoring.pairs_hint"
        />
        {/* with too few pairs a kappa says nothing worth reading out */}
        {!agreement.too_few && (
          <Alert severity={READING_SEVERITY[reading]} data-testid="kappa-reading">
            {translate(`app.scoring.readings.${reading}`)}
          </Alert>
        )}
      </Box>
      <AgreementHeatmap counts={agreement.heatmap} />
      <AgreementTable
        kind="question"
        rows={agreement.by_question}
        hint="app.scoring.by_question_hint"
      />
      <ResponsiveGrid from="xl" columns="repeat(2, minmax(0, 1fr))" sx={{ alignItems: 'start' }}>
        <AgreementTable kind="scorer" rows={agreement.by_scorer} />
        <AgreementTable kind="skill" rows={agreement.by_skill} />
        <AgreementTable kind="reviewer" rows={agreement.by_reviewer} />
        <Card sx={{ p: 2 }}>
          <HumanAgreement figures={agreement.human_human} />
        </Card>
      </ResponsiveGrid>
    </>
  );
}
