// The pairs counted by AI score (rows) and human score (columns), 0 to 5 in halves, as an HTML
// table: a darker cell holds more answers, each non-zero cell shows its count, and the diagonal
// (the same score on both sides) is outlined. A table, not a picture: screen readers read it.
import { Box, Card, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslate } from 'react-admin';
import { TABLE_CARD_SX } from '../common/tableCardSx';
import { formatNumber } from '../i18n/format';
import { formatScore, SCORE_STEPS } from './agreementFormat';

/** A cell's side: small enough on a phone of 375 px for the 12 columns to fit its card. */
const CELL = { xs: 24, sm: 40 } as const;

/**
 * A cell's shades of the theme's dark primary, from one answer to the most: the text is dark on
 * the first four and white on the last two, each at a contrast of 4.5:1 or more.
 */
const SHADES = [0.12, 0.25, 0.4, 0.55, 0.78, 1] as const;
const FIRST_WHITE_TEXT = 4;

/** The shade of a count, by its share of the largest count; -1 for none. */
function shadeOf(count: number, max: number): number {
  if (count <= 0) return -1;
  return Math.min(SHADES.length - 1, Math.ceil((count / max) * SHADES.length) - 1);
}

const CELL_SX = {
  width: CELL,
  minWidth: CELL,
  height: CELL,
  p: 0,
  textAlign: 'center',
  fontSize: { xs: '0.7rem', sm: '0.8125rem' },
  fontVariantNumeric: 'tabular-nums',
} as const;

export function AgreementHeatmap({ counts }: { counts: readonly (readonly number[])[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const max = Math.max(1, ...counts.flat());
  const countAt = (row: number, column: number) => counts[row]?.[column] ?? 0;
  const base = theme.palette.primary.dark;

  return (
    <Card sx={{ ...TABLE_CARD_SX, p: { xs: 1.5, sm: 2 } }} data-testid="heatmap">
      <Typography variant="h6" component="h2">
        {translate('app.scoring.heatmap')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.scoring.heatmap_intro')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{ borderCollapse: 'separate', borderSpacing: { xs: '1px', sm: '2px' }, mx: 'auto' }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {translate('app.scoring.heatmap_caption')}
          </Box>
          <thead>
            <tr>
              <td />
              <Box
                component="th"
                scope="colgroup"
                colSpan={SCORE_STEPS.length}
                sx={{ typography: 'caption', fontWeight: 600, color: 'text.secondary', pb: 0.5 }}
              >
                {translate('app.scoring.heatmap_human')}
              </Box>
            </tr>
            <tr>
              <Box
                component="th"
                scope="col"
                sx={{
                  typography: 'caption',
                  fontWeight: 600,
                  color: 'text.secondary',
                  textAlign: 'right',
                  verticalAlign: 'bottom',
                  pr: 1,
                  // two lines on a phone, where the columns need the room
                  width: { xs: 40, sm: 'auto' },
                  whiteSpace: { xs: 'normal', sm: 'nowrap' },
                }}
              >
                {translate('app.scoring.heatmap_ai')}
              </Box>
              {SCORE_STEPS.map((score) => (
                <Box
                  component="th"
                  scope="col"
                  key={score}
                  sx={{ ...CELL_SX, height: 'auto', fontWeight: 600, color: 'text.secondary' }}
                >
                  {formatScore(score)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {SCORE_STEPS.map((aiScore, row) => (
              <tr key={aiScore}>
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    ...CELL_SX,
                    fontWeight: 600,
                    color: 'text.secondary',
                    textAlign: 'right',
                    pr: 1,
                  }}
                >
                  {formatScore(aiScore)}
                </Box>
                {SCORE_STEPS.map((humanScore, column) => {
                  const count = countAt(row, column);
                  const shade = shadeOf(count, max);
                  const diagonal = row === column;
                  return (
                    <Box
                      component="td"
                      key={humanScore}
                      data-ai={aiScore}
                      data-human={humanScore}
                      data-diagonal={diagonal || undefined}
                      sx={{
                        ...CELL_SX,
                        borderRadius: 0.5,
                        bgcolor: shade < 0 ? 'action.hover' : alpha(base, SHADES[shade]!),
                        color: shade >= FIRST_WHITE_TEXT ? 'common.white' : 'text.primary',
                        fontWeight: count > 0 ? 600 : 400,
                        // inside the cell, so the marked diagonal takes no room of its own
                        boxShadow: diagonal
                          ? `inset 0 0 0 2px ${theme.palette.text.primary}`
                          : 'none',
                      }}
                    >
                      {count > 0 ? (
                        formatNumber(count)
                      ) : (
                        <Box component="span" sx={visuallyHidden}>
                          0
                        </Box>
                      )}
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
        aria-hidden="true"
      >
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            width: 14,
            height: 14,
            borderRadius: 0.5,
            boxShadow: `inset 0 0 0 2px ${theme.palette.text.primary}`,
            flexShrink: 0,
          }}
        />
        {translate('app.scoring.heatmap_diagonal')}
      </Typography>
    </Card>
  );
}
