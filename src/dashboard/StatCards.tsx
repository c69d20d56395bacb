import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DashboardStats } from '../dataProvider/types';
import { formatNumber } from '../i18n/format';
import { statCards, type StatKey } from './dashboardData';
import { tintedBadgeSx } from './tintedBadge';

const LOOK: Record<StatKey, { icon: ReactElement; color: string }> = {
  candidates: { icon: <PeopleIcon />, color: '#4f46e5' },
  interviews: { icon: <VideoCameraFrontIcon />, color: '#0891b2' },
  scheduled: { icon: <EventIcon />, color: '#7c3aed' },
  completed: { icon: <TaskAltIcon />, color: '#16a34a' },
  cancelled: { icon: <EventBusyIcon />, color: '#e11d48' },
  hired: { icon: <WorkspacePremiumIcon />, color: '#d97706' },
};

const EMPTY_STATS: DashboardStats = {
  total_interviews: 0,
  scheduled_interviews: 0,
  completed_interviews: 0,
  cancelled_interviews: 0,
  total_candidates: 0,
  hired_candidates: 0,
};

/**
 * Cards narrower than this (two a row on a phone of 375 px or less) have no room for the longest
 * label ("Candidates") beside its icon: the label goes under the icon.
 */
const STACKED = '@container (max-width: 179.95px)';
/**
 * The count's size: 2rem where the card has the room, smaller in a narrow card, so that a count
 * of 100,000 stays on one line two cards a row on a phone (at 2rem it broke as "100,00" / "0").
 */
const NUMBER_SIZE = 'clamp(1.5rem, 15cqi, 2rem)';
/** Cards narrower than this wrap a hint onto a second line, kept for every hint of the row. */
const TWO_LINE_HINTS = '@container (max-width: 259.95px)';

interface StatCardsProps {
  stats?: DashboardStats;
  /** the counts are loading */
  loading: boolean;
  /** how many of the scheduled ones are in progress, once the interviews are known */
  inProgress?: number;
}

/** The six counts, each a link to the list it counts. */
export function StatCards({ stats, loading, inProgress }: StatCardsProps) {
  const translate = useTranslate();
  const cards = statCards(stats ?? EMPTY_STATS);
  return (
    <Box
      component="ul"
      aria-label={translate('app.dashboard.stats_label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {cards.map(({ key, value, to }) => {
        const { icon, color } = LOOK[key];
        const label = translate(`app.dashboard.stats.${key}`);
        const hint =
          key === 'scheduled' && inProgress
            ? translate('app.dashboard.in_progress_hint', { count: inProgress })
            : translate(`app.dashboard.stats_hint.${key}`);
        return (
          <Box component="li" key={key} data-testid={`stat-${key}`}>
            <Card sx={{ height: '100%', containerType: 'inline-size' }}>
              <CardActionArea
                component={Link}
                to={to}
                sx={{
                  height: '100%',
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  gap: 1.5,
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light' },
                }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.25,
                    [STACKED]: { flexDirection: 'column', alignItems: 'flex-start', gap: 1 },
                  }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      ...tintedBadgeSx(color),
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                      borderRadius: 2,
                      '& svg': { fontSize: 20 },
                    }}
                  >
                    {icon}
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                    {label}
                  </Typography>
                </Box>
                <Box>
                  {loading ? (
                    // the number's line height, so the card keeps its height when the number comes
                    <Skeleton
                      variant="text"
                      width={56}
                      sx={{ fontSize: NUMBER_SIZE, lineHeight: 1.2 }}
                    />
                  ) : (
                    <Typography
                      data-testid="stat-value"
                      sx={{
                        fontSize: NUMBER_SIZE,
                        whiteSpace: 'nowrap',
                        fontWeight: 700,
                        lineHeight: 1.2,
                        letterSpacing: '-0.02em',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      {stats ? formatNumber(value) : '–'}
                    </Typography>
                  )}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    // wrapped rather than cut off; where hints may take two lines, each keeps
                    // two, so a hint that changes (the number in progress, once the interviews
                    // are known) moves nothing below it
                    sx={{ [TWO_LINE_HINTS]: { minHeight: '2lh' } }}
                  >
                    {hint}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}
