// The list's footer: 'Showing 1 to 100 users in N page', previous / next, and at most five page
// boxes ('01'…) in a window that follows the current page; with more pages than that, a field
// to go to any page.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageJump } from '../../common/PageJump';
import { ResponsiveRow } from '../../common/ResponsiveRow';
import { ChoiceButton } from './ChoiceButton';
import { pageLabel, pageWindow } from './pageWindow';

export interface CandidatePagerProps {
  page: number;
  totalPages: number;
  disabled?: boolean;
  onChange(page: number): void;
}

export function CandidatePager({ page, totalPages, disabled, onChange }: CandidatePagerProps) {
  const translate = useTranslate();
  const pages = Math.max(1, totalPages);
  const boxes = pageWindow(page, pages);
  return (
    <ResponsiveRow
      from="sm"
      narrowAlign="flex-start"
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.candidates.footer', { pages })}
      </Typography>
      <Box
        component="nav"
        aria-label={translate('app.candidate_screen.pagination')}
        // the top: a message under the page field leaves the buttons where they are
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          color="inherit"
          startIcon={<ChevronLeftIcon />}
          disabled={disabled || page <= 1}
          onClick={() => onChange(page - 1)}
        >
          {translate('app.candidate_screen.previous')}
        </Button>
        {boxes.map((n) => {
          const current = n === page;
          return (
            <ChoiceButton
              key={n}
              selected={current}
              // the name holds the box's own text ('Page 01'), as speech input users say it
              aria-label={translate('app.candidate_screen.page', { page: pageLabel(n) })}
              aria-current={current ? 'page' : undefined}
              disabled={disabled && !current}
              onClick={() => {
                if (!current) onChange(n);
              }}
              sx={{ minWidth: 38, px: 0, fontVariantNumeric: 'tabular-nums' }}
            >
              {pageLabel(n)}
            </ChoiceButton>
          );
        })}
        <Button
          size="small"
          color="inherit"
          endIcon={<ChevronRightIcon />}
          disabled={disabled || page >= pages}
          onClick={() => onChange(page + 1)}
        >
          {translate('app.candidate_screen.next')}
        </Button>
        {/* more pages than boxes: any of them one entry away */}
        {pages > boxes.length ? (
          <PageJump
            page={page}
            totalPages={pages}
            disabled={disabled}
            onChange={onChange}
            sx={{ ml: { sm: 1 } }}
          />
        ) : null}
      </Box>
    </ResponsiveRow>
  );
}
