// A training question's scoring problems (docs/scoring.md): a warning chip for each flag, with
// what it means on hover, the numbers behind it written out, and the way to the Scoring screen.
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Link, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { QuestionFlag } from '../../dataProvider/types';

/** A mean gap or a score as the note writes it: 1.8, 2.5, 3. */
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export function QuestionFlagNote({ flag }: { flag: QuestionFlag }) {
  const translate = useTranslate();
  const numbers = flag.flags.map((kind) =>
    kind === 'gap'
      ? translate('app.training.flags.gap_numbers', {
          gap: oneDecimal.format(flag.mean_abs_diff ?? 0),
          smart_count: flag.n_pairs,
        })
      : translate('app.training.flags.same_numbers', {
          score: oneDecimal.format(flag.ai_mean ?? 0),
          smart_count: flag.n_scored,
        }),
  );
  return (
    <Box
      role="group"
      aria-label={translate('app.training.flags.label')}
      data-testid="question-flag"
      sx={{
        mt: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
      }}
    >
      {flag.flags.map((kind) => (
        <Tooltip key={kind} describeChild title={translate(`app.training.flags.${kind}_hint`)}>
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            icon={<WarningAmberIcon />}
            label={translate(`app.training.flags.${kind}`)}
            data-flag={kind}
            // on a phone the label wraps rather than widening the page
            sx={{
              fontWeight: 600,
              height: 'auto',
              maxWidth: '100%',
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
          />
        </Tooltip>
      ))}
      <Typography variant="body2" color="text.secondary" component="span">
        {numbers.join(' · ')}
      </Typography>
      <Link component={RouterLink} to="/scoring" variant="body2" sx={{ fontWeight: 600 }}>
        {translate('app.training.flags.see_agreement')}
      </Link>
    </Box>
  );
}
