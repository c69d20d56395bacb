// The five figures of one comparison (the AI against people, or two people) as small cards:
// weighted kappa, mean absolute difference, exact agreement, within one point, pairs. With too few
// pairs they are shown muted, under the caller's warning, never as findings.
import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AgreementFigures } from '../dataProvider/types';
import { formatNumber } from '../i18n/format';
import { formatShare, formatTwoDecimals } from './agreementFormat';

interface AgreementFigureCardsProps {
  figures: AgreementFigures;
  /** translation key naming the list for assistive technology */
  label: string;
  /** translation key of the pairs card's hint */
  pairsHint: string;
  /** outlined cards, for figures inside another card */
  outlined?: boolean;
}

export function AgreementFigureCards({
  figures,
  label,
  pairsHint,
  outlined = false,
}: AgreementFigureCardsProps) {
  const translate = useTranslate();
  const cards = [
    {
      key: 'kappa',
      value: formatTwoDecimals(figures.weighted_kappa),
      hint: 'app.scoring.kappa_hint',
    },
    {
      key: 'mad',
      value: formatTwoDecimals(figures.mean_abs_diff),
      unit: figures.mean_abs_diff === null ? undefined : 'app.scoring.mad_unit',
      hint: 'app.scoring.mad_hint',
    },
    { key: 'exact', value: formatShare(figures.exact), hint: 'app.scoring.exact_hint' },
    {
      key: 'within_one',
      value: formatShare(figures.within_one),
      hint: 'app.scoring.within_one_hint',
    },
    { key: 'pairs', value: formatNumber(figures.n), hint: pairsHint },
  ];

  return (
    <Box
      component="ul"
      aria-label={translate(label)}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 100%), 1fr))',
      }}
    >
      {cards.map(({ key, value, unit, hint }) => (
        <Box component="li" key={key} data-testid={`figure-${key}`}>
          <Card
            variant={outlined ? 'outlined' : 'elevation'}
            sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {translate(`app.scoring.${key}`)}
            </Typography>
            <Typography
              data-testid="figure-value"
              sx={{
                fontSize: '1.75rem',
                fontWeight: 700,
                lineHeight: 1.2,
                letterSpacing: '-0.02em',
                fontVariantNumeric: 'tabular-nums',
                // few pairs: a figure to read with care, not a finding
                color: figures.too_few ? 'text.secondary' : 'text.primary',
              }}
            >
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {value}
              </Box>
              {unit && (
                // the unit smaller, and on a line of its own where the card is narrow
                <Box component="span" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                  {' '}
                  {translate(unit)}
                </Box>
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(hint)}
            </Typography>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
